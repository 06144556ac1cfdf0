# syntax=docker/dockerfile:1
# The hotel's image (the last stage): every process (api, projector, relay, sandbox-bank,
# all-in-one) is a `command` on it (docker-compose.yml). The `proxy` stage is the reverse proxy
# with the same build of the client.
# Services run TypeScript through tsx (no compile step: the same files as in development).

# 1. Every dependency (the build needs vite, turbo, patch-package), installed from the lock file.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY services/package.json services/
COPY client/package.json client/
# The root postinstall applies these (patch-package): an install without them fails.
COPY patches patches
RUN npm ci --no-audit --no-fund

# 2. The built client (client/dist, with its brotli and gzip copies).
FROM deps AS build
COPY . .
RUN npx turbo run build --filter=@hotel/client --output-logs=errors-only

# 3. Production dependencies only, plus tsx (a devDependency at the root, but the runtime's loader)
#    and its one dependency, esbuild with this platform's binary. Pruned from step 1's tree, so
#    the patches applied there stay applied.
FROM deps AS runtime-deps
RUN cp -a node_modules/tsx node_modules/esbuild node_modules/@esbuild /tmp/ \
 && npm prune --omit=dev --no-audit --no-fund \
 && cp -a /tmp/tsx /tmp/esbuild node_modules/ \
 && mkdir -p node_modules/@esbuild && cp -a /tmp/@esbuild/. node_modules/@esbuild/

# 4. The reverse proxy (docker-compose.yml's `proxy`): Caddy with the built client and
#    deploy/Caddyfile, as an unprivileged user on port 8080.
FROM caddy:2-alpine AS proxy
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /app/client/dist /srv/client
# Its state (no certificates while TLS is terminated in front) in a place the user may write;
# the image's /data and /config are volumes of root's.
ENV XDG_DATA_HOME=/tmp/caddy/data \
    XDG_CONFIG_HOME=/tmp/caddy/config
USER nobody
EXPOSE 8080

# 5. What runs the hotel's processes (the default target): no compilers, no dev tools, not root.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SERVE_CLIENT=1
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY contracts contracts
COPY projections projections
COPY services/package.json services/tsconfig.json services/
COPY services/src services/src
COPY services/migrations services/migrations
COPY --from=build /app/client/dist client/dist
# DATA_DIR holds uploaded images (a volume shared by the api replicas) and the sandbox bank's
# generated credentials; the image's own files stay root's and read-only to the process.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Every entry point answers /health/live on PORT.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node itself (exec form, no shell): each entry point stops gracefully on it.
CMD ["node", "--import", "tsx", "services/src/main/all-in-one.ts"]
