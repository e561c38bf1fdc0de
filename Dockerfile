# syntax=docker/dockerfile:1
# One image for every Kizuna service: KIZUNA_SERVICES chooses what a container runs
# (gateway, auth, projects, ingest, analysis, logs; all six by default, as `npm start`).
#
#   docker build -t kizuna:dev .
#   docker run --rm -p 8080:8080 -e HOST=0.0.0.0 -e DEV_LOGIN=false kizuna:dev
#
# Runs as a non-root user on a read-only root file system: the only writable places are the
# volumes /data (DATA_DIR: embedded documents, local objects, mail outbox) and /tmp.
# No CJK font is installed: the server renders no text or images (graphs are drawn by the
# browser), so fonts-ipafont-gothic is needed only where browser tests take screenshots.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY libs/platform/package.json libs/platform/
COPY libs/http-api/package.json libs/http-api/
COPY services/gateway/package.json services/gateway/
COPY services/auth/package.json services/auth/
COPY services/projects/package.json services/projects/
COPY services/ingest/package.json services/ingest/
COPY services/analysis/package.json services/analysis/
COPY services/logs/package.json services/logs/
COPY launcher/package.json launcher/
COPY web/package.json web/
COPY bench/package.json bench/
# npm ci refuses this lock file (it has no entries for non-Linux builds); install honours it.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund
# What runs: the root node_modules, and per workspace its package.json, dist and whatever
# node_modules npm kept beside it (packages it did not hoist). No sources, no tests.
RUN mkdir -p /out \
 && cp package.json /out/ && cp -a node_modules /out/ \
 && for ws in proto libs/platform libs/http-api services/gateway services/auth services/projects services/ingest \
              services/analysis services/logs launcher web; do \
      mkdir -p "/out/$ws" && cp "$ws/package.json" "/out/$ws/" && cp -a "$ws/dist" "/out/$ws/"; \
      if [ -d "$ws/node_modules" ]; then cp -a "$ws/node_modules" "/out/$ws/"; fi; \
    done \
 && cp deploy/docker/healthcheck.mjs /out/healthcheck.mjs

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    WEB_DIST=/app/web/dist \
    PORT=8080
WORKDIR /app
COPY --from=build /out/ ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data", "/tmp"]
EXPOSE 8080 8081
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "healthcheck.mjs"]
# No --max-old-space-size here: Node sizes its heap from the container's memory limit, which the chart sets
# per service (analysis: room for the measured 1.8 GB peak of a 150 MB file).
CMD ["node", "launcher/dist/main.js"]
