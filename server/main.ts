// First: NODE_ENV before React is loaded (see node-env.ts).
import "./node-env.ts";

import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { ConfigError, env as readEnv, trustsProxy } from "#app/config/env.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { databaseAnswers } from "#app/db/database.server.ts";
import { DatabaseBusyError } from "#app/db/lock.server.ts";
import { closeServices, services } from "#app/services.server.ts";
import { createAppServer } from "./app-server.ts";

const root = resolve(import.meta.dirname, "..");
const serverBuild = resolve(root, "build/server/index.js");

let config;
try {
  config = readEnv();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (!existsSync(serverBuild)) {
  console.error("No build found. Run `npm run build` first (npm start does this for you).");
  process.exit(1);
}

// Open the database (running migrations) before taking requests, so a bad
// DATABASE_URL or a busy data directory stops the start with a clear message.
let stopping = false;
try {
  await services();
} catch (error) {
  if (error instanceof DatabaseBusyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
const server = createAppServer({
  build,
  clientDir: resolve(root, "build/client"),
  security: {
    production: config.NODE_ENV === "production",
    tagManager: Boolean(config.GTM_ID),
    assetOrigin: config.ASSET_BASE_URL ? new URL(config.ASSET_BASE_URL).origin : undefined,
  },
  siteOrigin: new URL(publicConfig().siteUrl).origin,
  trustProxy: trustsProxy(config),
  // Ready while the database answers and the copy is not shutting down, so a load balancer drains it first.
  ready: async () => !stopping && databaseAnswers((await services()).database),
  metricsToken: config.METRICS_TOKEN,
});

server.listen(config.PORT, config.HOST, () => {
  const where = config.HOST ?? "localhost";
  console.log(`Site ready at http://${where}:${config.PORT}`);
});

// On SIGTERM (a deploy or scale-down) stop taking connections, let requests
// in flight finish, and leave within ten seconds whatever happens.
function shutdown(signal: string) {
  console.log(`${signal} received: finishing requests in flight`);
  stopping = true;
  server.close(() => void closeServices().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
