# The store as its single binary (bun run build:binary) in a small image. Data (database, uploads, the JWT secret,
# the first admin's password file) lives in /app/data: mount a volume there. The store runs as the user `store`,
# uid and gid 10001: a host folder mounted as /app/data must belong to that uid (chown -R 10001:10001 <folder>).
FROM oven/bun:1.4.5 AS build
WORKDIR /src
COPY package.json bun.lock bunfig.toml tsconfig.json ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build:binary

FROM debian:bookworm-slim
RUN groupadd --system --gid 10001 store \
  && useradd --system --uid 10001 --gid store --home-dir /app --no-create-home --shell /usr/sbin/nologin store \
  && mkdir -p /app/data \
  && chown store:store /app/data \
  && chmod 700 /app/data
WORKDIR /app
# Owned by root and not writable by the store's user: the running store cannot replace its own code.
COPY --from=build --chown=root:root --chmod=755 /src/dist/car-parts-store /app/car-parts-store
USER 10001:10001
ENV PORT=3000 NODE_ENV=production
# Declared after /app/data exists and belongs to `store`, so a new named volume starts with that owner.
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["/app/car-parts-store", "--health"]
CMD ["/app/car-parts-store"]
