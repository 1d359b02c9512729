# syntax=docker/dockerfile:1
# One image for every role (PARLEY_ROLE=web|worker|all, docs/operations.md). Three stages: `build`
# builds the shell and the remotes with every dependency; `deps` installs the server's production
# dependencies only; `runtime` is a slim Node 24 with those, the server's source (Node runs the
# TypeScript as is), the product documentation and the built dist/ — no dev dependencies, no tests,
# no secrets.
# deploy/dockerfile.test.ts checks all of this, and the host tests run the same CMD.

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
# The lockfile needs every workspace's manifest; the sources come after, so `npm ci` stays cached.
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY ui-kit/package.json ui-kit/
COPY host-shell/package.json host-shell/
COPY mf-auth/package.json mf-auth/
COPY mf-conversations/package.json mf-conversations/
COPY mf-account/package.json mf-account/
COPY mf-collaboration/package.json mf-collaboration/
COPY mf-tools/package.json mf-tools/
COPY mf-share/package.json mf-share/
COPY mf-routines/package.json mf-routines/
COPY mf-admin/package.json mf-admin/
COPY helper-app/package.json helper-app/
COPY server/package.json server/
COPY e2e/package.json e2e/
COPY test-fakes/package.json test-fakes/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build.ts

FROM node:24.21.0-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY ui-kit/package.json ui-kit/
COPY host-shell/package.json host-shell/
COPY mf-auth/package.json mf-auth/
COPY mf-conversations/package.json mf-conversations/
COPY mf-account/package.json mf-account/
COPY mf-collaboration/package.json mf-collaboration/
COPY mf-tools/package.json mf-tools/
COPY mf-share/package.json mf-share/
COPY mf-routines/package.json mf-routines/
COPY mf-admin/package.json mf-admin/
COPY helper-app/package.json helper-app/
COPY server/package.json server/
COPY e2e/package.json e2e/
COPY test-fakes/package.json test-fakes/
COPY bench/package.json bench/
# The server workspace's production dependencies (and shared-contracts', which it links), nothing else.
RUN npm ci --omit=dev --workspace server --no-audit --no-fund

FROM node:24.21.0-bookworm-slim AS runtime
# tini is PID 1: it forwards SIGTERM to Node (which closes cleanly) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    PARLEY_ROLE=all \
    PARLEY_DATA_DIR=/var/lib/parley \
    PARLEY_DIST_DIR=/app/dist
WORKDIR /app
COPY --from=deps /app/package.json /app/package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY shared-contracts/package.json shared-contracts/
COPY shared-contracts/src shared-contracts/src
COPY server/package.json server/
COPY server/src server/src
COPY server/migrations server/migrations
COPY server/data server/data
# The product documentation the docs host renders (docs.<BASE_DOMAIN>, Help → Documentation).
COPY docs/product docs/product
COPY --from=build /src/dist ./dist
# The only writable place (a volume or emptyDir in production, so the root filesystem can be
# read-only): the server's secret and ops token files when not given by the environment.
RUN mkdir -p /var/lib/parley && chown 1000:1000 /var/lib/parley
VOLUME ["/var/lib/parley"]
# The base image's `node` user, by number so Kubernetes' runAsNonRoot can check it.
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/src/server.ts"]
