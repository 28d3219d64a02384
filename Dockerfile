# The fix-loop GitHub App server, run exactly as `npm start` runs it (docs/app-self-hosting.md).
# dist/ is committed, so a clone builds as it is:
#   docker build -t fix-loop-app .
#   docker run --env-file .env -p 3000:3000 fix-loop-app
FROM node:24-slim

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app

# The server bundles all of fix-loop but Probot, which it takes from node_modules: only the
# runtime dependencies are installed, in a layer that changes with the lockfile alone.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY dist/app.js dist/app.js

# The files stay root's: the app runs as the image's unprivileged node user and cannot change them.
USER node
EXPOSE 3000
# Probot answers GET /ping with PONG once the server listens (it does not wait for GitHub).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/ping').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "start"]
