# The API image: built from the monorepo, runs apps/api/dist on Node 24 with only what it imports
# at run time: no devDependencies, no web packages, no embedded PostgreSQL.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# The image's package.json: the API's runtime imports (tools/deps/runtime-deps.mjs, checked by
# runtime-deps.test.mjs) at the root's pinned versions.
RUN npm ci --no-audit --no-fund && npx nx run api:build \
 && node tools/deps/runtime-deps.mjs --image-package /image

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /image/package.json ./package.json
COPY --from=build /app/package-lock.json ./package-lock.json
COPY --from=build /app/libs/contracts/package.json ./libs/contracts/package.json
# Against the root lockfile: every package keeps its locked version; the rest is pruned.
RUN npm install --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/package.json /app/package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/libs/contracts/package.json ./libs/contracts/package.json
COPY --from=build /app/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
