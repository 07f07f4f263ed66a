# syntax=docker/dockerfile:1
#
# One image per portal service, all from the same build:
#   docker build --build-arg SERVICE=identity -t portal/identity .
# Everything before the final stage is independent of SERVICE, so building
# all eight services reuses one cached install + build.

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the lockfile, our dependency patches (patches/, applied by postinstall) and the
# workspace package.json files, so the `npm ci`
# layer below stays cached until dependencies actually change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out && cp package-lock.json /out/ && cp -r patches /out/ \
 && find . -maxdepth 3 -name package.json -not -path "*/node_modules/*" \
      -exec sh -c 'mkdir -p "/out/$(dirname "$1")" && cp "$1" "/out/$1"' _ {} \;

FROM ${NODE_IMAGE} AS build
# Same npm major as the lockfile was written with; npm 11 also honours the
# root package.json "allowScripts" policy for install scripts.
ARG NPM_VERSION=11.19.1
ENV TURBO_TELEMETRY_DISABLED=1 \
    DO_NOT_TRACK=1 \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
RUN npm install --global "npm@${NPM_VERSION}"
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm npm ci

COPY . .
RUN npx turbo run build \
 && npm prune --omit=dev --ignore-scripts \
 && rm -rf .turbo node_modules/.cache

FROM ${NODE_IMAGE} AS runtime
# Services bind 127.0.0.1 unless HOST is set; in a container that would be unreachable.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/portal
WORKDIR /app
# Application files stay root-owned (read-only for the runtime user); only
# DATA_DIR is writable.
RUN mkdir -p /var/lib/portal && chown node:node /var/lib/portal
COPY --from=build /app ./

ARG SERVICE
ENV SERVICE=${SERVICE}
RUN if [ -z "$SERVICE" ]; then echo "build with --build-arg SERVICE=<name>" >&2; exit 1; fi; \
    if [ ! -f "services/$SERVICE/dist/main.js" ]; then echo "services/$SERVICE/dist/main.js was not built" >&2; exit 1; fi

USER node
# exec: node becomes PID 1 and receives SIGTERM directly for graceful shutdown.
CMD ["sh", "-c", "exec node services/${SERVICE}/dist/main.js"]
