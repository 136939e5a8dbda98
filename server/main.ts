// First: NODE_ENV before React is loaded (see node-env.ts).
import "./node-env.ts";

import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { createAppServer, servingOf } from "./app-server.ts";

const root = resolve(import.meta.dirname, "..");
const serverBuild = resolve(root, "build/server/index.js");

if (!existsSync(serverBuild)) {
  console.error("No build found. Run `npm run build` first (npm start does this for you).");
  process.exit(1);
}

// The app is loaded once, from the build: the server takes what it needs of it (its configuration, services,
// metrics, load context) from the build's entry rather than from the source (decision 0028).
const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
const app = servingOf(build);

let config;
try {
  config = app.env();
} catch (error) {
  if (error instanceof app.ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Open the database (running migrations) before taking requests, so a bad
// DATABASE_URL or a busy data directory stops the start with a clear message.
let stopping = false;
try {
  await app.services();
} catch (error) {
  if (error instanceof app.DatabaseBusyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const server = createAppServer({
  build,
  app,
  clientDir: resolve(root, "build/client"),
  security: {
    production: config.NODE_ENV === "production",
    tagManager: Boolean(config.GTM_ID),
    assetOrigin: config.ASSET_BASE_URL ? new URL(config.ASSET_BASE_URL).origin : undefined,
  },
  siteOrigin: new URL(app.publicConfig().siteUrl).origin,
  trustProxy: app.trustsProxy(config),
  // Ready while the database answers and the copy is not shutting down, so a load balancer drains it first.
  ready: async () => !stopping && (await app.databaseReady()),
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
  server.close(() => void app.closeServices().finally(() => process.exit(0)));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
