# syntax=docker/dockerfile:1
# The production server (the build's standalone folder) in a container: one instance of the site, run as
# many times as needed behind nginx or a CDN. NEXT_PUBLIC_* settings are inlined at build
# time, so pass them as build arguments; server-only settings (REVALIDATE_SECRET, REDIS_URL)
# are given at run time and never baked into the image.

# ---- build: all dependencies, then `npm run build` (next build, then scripts/post-build.mjs:
# CSP hashes, the service worker, and the standalone folder with the server in it) ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_PRODUCT_NAME NEXT_PUBLIC_PRODUCT_SLUG NEXT_PUBLIC_APP_URL NEXT_PUBLIC_API_URL \
    NEXT_PUBLIC_CMS_API_URL NEXT_PUBLIC_CHATBOT_API_URL NEXT_PUBLIC_API_BASIC_AUTH \
    NEXT_PUBLIC_GOOGLE_CLIENT_ID NEXT_PUBLIC_CHAT_WIDGET_URL NEXT_PUBLIC_WHATSAPP_NUMBER \
    NEXT_PUBLIC_SITE_URL NEXT_PUBLIC_CMS_STAFF_EMAILS NEXT_PUBLIC_GA_MEASUREMENT_ID
RUN npm run build

# ---- run: the built site and production dependencies, as the unprivileged `node` user ----
FROM node:22-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# Only the standalone folder: the traced node_modules, the server, the built pages and assets,
# public/ and content/ (scripts/standalone.mjs). The same folder the browser tests serve.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
# Docker (and orchestrators that read it) marks the container unhealthy when /api/health stops answering 200.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `docker stop` sends SIGTERM: the server finishes requests in flight (SHUTDOWN_TIMEOUT_MS) and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "server/start.mjs"]
