# expo-pwa: the PWA and its API in one Node process (server/main.ts).
#
# Two stages: `build` installs every dependency (Vite and the plugins are devDependencies) and builds the
# client and the server renderer into dist/; the runtime stage installs only the production dependencies
# (`npm ci --omit=dev`) and runs as the unprivileged `node` user. The server is TypeScript run through
# tsx, which is therefore a production dependency in package.json, not a devDependency.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# npm run build writes builds/<id>/ and points the dist link at it (decision 0022); an image holds one
# build, so it takes that folder as a plain dist/.
RUN npm run build && cp -rL dist /app/image-dist

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    DIST_DIR=/app/dist
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server imports the shared contract (src/contract) and a few pure helpers from src/; tsconfig.json
# tells tsx how to compile them.
COPY --from=build /app/image-dist ./dist
COPY server ./server
COPY src ./src
COPY locales ./locales
COPY tsconfig.json ./
# PGlite's data directory when DATABASE_URL is unset (a single instance); unused with PostgreSQL.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Readiness (docs/deploy.md): the database answers, its migrations are applied and the site has an
# exhibition. A new database stays unhealthy until the show is imported. fetch is built into Node 20, so
# the image needs no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and handles SIGTERM (graceful stop, server/main.ts); npm would not forward it.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
