# The store as its single binary (bun run build:binary) in a small image. Data (database, uploads, the JWT secret
# when JWT_SECRET is unset) lives in /app/data: mount a volume there.
FROM oven/bun:1.4.5 AS build
WORKDIR /src
COPY package.json bun.lock bunfig.toml tsconfig.json ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build:binary

FROM debian:bookworm-slim
RUN useradd --system --create-home --home-dir /app store
WORKDIR /app
COPY --from=build --chown=store:store /src/dist/car-parts-store /app/car-parts-store
USER store
ENV PORT=3000
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD ["/app/car-parts-store", "--health"]
CMD ["/app/car-parts-store"]
