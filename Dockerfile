FROM oven/bun:1.4.5
WORKDIR /app
COPY package.json bun.lock bunfig.toml tsconfig.json ./
RUN bun install --frozen-lockfile --production=false
COPY . .
RUN bun run build && mkdir -p /app/data && chown -R bun:bun /app/data /app/dist
USER bun
ENV NODE_ENV=production PORT=3000 DATABASE_URL=file:/app/data/store.db UPLOADS_DIR=/app/data/uploads
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD bun -e "fetch('http://localhost:3000/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "src/server/main.ts"]
