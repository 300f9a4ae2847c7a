# The whole site (Strapi + the React build) in one image, served on port 1337.
# Node 24 LTS (Node 20's security fixes ended on 2026-04-30); `npm run check:node24` serves the production build on it.
# The runtime stage follows the newest 24.x. The build stage stays on 24.18.1, whose headers better-sqlite3 is
# compiled against when its prebuilt binary cannot be fetched: from 24.19.0, node_object_wrap.h adds cleanup hooks
# that abort the server when a better-sqlite3 12 statement is garbage collected (« Assertion failed: (env) !=
# nullptr », nodejs/node#65446). Built before that header, the driver runs on every 24.x; the check after `npm ci`
# refuses the other kind (docs/operations.md#nodejs).
FROM node:24.18.1-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY cms/package.json cms/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund \
 && if grep -q ObjectWrap11CleanupHook node_modules/better-sqlite3/build/Release/better_sqlite3.node; then \
      echo 'better-sqlite3 was compiled against Node 24.19+ headers: the server would abort (docs/operations.md#nodejs).' >&2; \
      exit 1; \
    fi
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    STRAPI_TELEMETRY_DISABLED=true \
    PORT=1337
WORKDIR /app
COPY --from=build /app /app
# The server rewrites /food.menu.json (and its .br/.gz) in the built website after each menu change: it needs to
# create and rename files in that folder, not to change the others.
RUN mkdir -p /app/cms/data /app/cms/public/uploads /app/backups \
 && chown -R node:node /app/cms/data /app/cms/public/uploads /app/backups \
 && chown node:node /app/frontend/dist
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:1337/_health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
WORKDIR /app/cms
CMD ["npx", "--no-install", "strapi", "start"]
