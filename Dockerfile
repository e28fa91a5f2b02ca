# syntax=docker/dockerfile:1
# The product's image: the API server and the four built apps on one origin, as `pnpm start`
# serves them (apps/api/src/cli/start.ts). docs/deploy.md says how to run it and every setting.
# Docker does not run on the machines this repository is developed on: `pnpm cluster` (nginx, two
# nodes, PostgreSQL, an S3-compatible server on loopback) is what tests the same topology.

ARG NODE_VERSION=24

# pnpm, at the version the lockfile was written with.
FROM node:${NODE_VERSION}-bookworm-slim AS pnpm
ENV CI=true
RUN npm install --global pnpm@12.25.1
WORKDIR /repo

# Every dependency from the lockfile, then the four apps (Vite compiles the workspace packages
# into them from their sources) and their common build id.
FROM pnpm AS build
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

# What the server needs to run, and nothing else: the production dependencies of the API server
# and of the workspace packages it imports (@sfi/domain, run from its TypeScript sources by tsx).
FROM pnpm AS server-deps
COPY . .
RUN pnpm install --frozen-lockfile --prod --filter "@sfi/api-server..."

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data/pglite
WORKDIR /app
# The repository's layout, as the server finds the apps' builds from its own place (web/apps.ts).
COPY --from=server-deps /repo/package.json /repo/pnpm-workspace.yaml ./
COPY --from=server-deps /repo/node_modules ./node_modules
COPY --from=server-deps /repo/packages/domain ./packages/domain
COPY --from=server-deps /repo/apps/api ./apps/api
COPY --from=build /repo/apps/public/dist ./apps/public/dist
COPY --from=build /repo/apps/client/dist ./apps/client/dist
COPY --from=build /repo/apps/dealer/dist ./apps/dealer/dist
COPY --from=build /repo/apps/staff/dist ./apps/staff/dist
# `start` builds the apps again when a source is newer than their build (isBuildStale): the builds
# are stamped last, so the image always serves the build it was made with and never builds.
# /data is PGlite's and the local bucket's folder, used only without DATABASE_URL and S3_BUCKET.
RUN mkdir -p tooling /data \
 && touch apps/public/dist/build.json apps/client/dist/build.json apps/dealer/dist/build.json apps/staff/dist/build.json \
 && chown node:node /data
USER node
WORKDIR /app/apps/api
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/cli/start.ts"]
