# The whole site (Strapi + the React build) in one image, served on port 1337.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY cms/package.json cms/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
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
