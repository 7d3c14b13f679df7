# The README's steps in a container: npm ci, build, start.
FROM node:20-bookworm-slim
# python3, make, g++: better-sqlite3 compiles; mariadb-client: `npm run backup` of the MySQL database.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ mariadb-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci && npm run build
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
# What `npm start` runs, without npm: npm hands SIGTERM to a shell that does not pass it on, so
# `docker stop` would kill the server outright instead of letting it finish its requests.
CMD ["node", "scripts/start.mjs"]
