/**
 * What operations read (decision 0018): liveness (`/healthz`), readiness
 * (`/readyz`), the Prometheus figures (`/metrics`, behind METRICS_TOKEN), and
 * one log line and one count per request. The figures are the app's own
 * registry, taken from the build (app/serving.server.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import type * as Serving from "#app/serving.server.ts";
import { ignoreBody, METHODS, plain } from "./request-guards.ts";
import { withoutSecrets } from "#app/lib/http/secret-paths.ts";

export interface OperationsOptions {
  app: typeof Serving;
  ready: () => Promise<boolean>;
  metricsToken?: string;
  log: (line: string) => void;
}

/** The addresses operations read; any other request goes on without waiting for this module. */
export const OPERATIONS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/** Answers an operations address (one of OPERATIONS_PATHS). */
export type OperationsAnswer = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

function json(req: IncomingMessage, res: ServerResponse, status: number, body: object) {
  ignoreBody(req, res);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.setHeader("Cache-Control", "no-store");
  res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
}

export function operations({ app, ready, metricsToken }: OperationsOptions): OperationsAnswer {
  const figures = app.metrics();
  return async (req, res, path) => {
    if (path === "/healthz") {
      json(req, res, 200, { status: "ok" });
      return;
    }
    if (path === "/readyz") {
      const ok = await ready().catch(() => false);
      json(req, res, ok ? 200 : 503, { status: ok ? "ready" : "unavailable" });
      return;
    }
    if (!metricsToken) {
      plain(req, res, 404, "Not found.");
    } else if (!app.metricsAuthorised(req.headers.authorization, metricsToken)) {
      plain(req, res, 401, "Metrics need the bearer token.", { "WWW-Authenticate": 'Bearer realm="metrics"' });
    } else {
      ignoreBody(req, res);
      const text = await figures.registry.metrics();
      res.setHeader("Content-Type", figures.registry.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.end(req.method === "HEAD" ? undefined : text);
    }
  };
}

/** The most of a path one log line holds. */
const LOGGED_PATH_CHARS = 256;

/**
 * Counts and logs each request when its answer is sent: its kind of route
 * (never the path itself in the figures), method, status and time, and why the
 * front door refused its input, if it did (server/request-input.ts). The log
 * has paths only: query strings can carry personal information, and a secret
 * address's token (a claim tracker's) is replaced (app/lib/http/secret-paths.ts).
 */
export function recordRequest(
  app: typeof Serving,
  log: (line: string) => void,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  fromBuild: () => boolean,
  refused: () => string | undefined = () => undefined,
) {
  const started = performance.now();
  const figures = app.metrics();
  res.on("finish", () => {
    const seconds = (performance.now() - started) / 1000;
    const kind = app.routeKind(path, fromBuild());
    const method = METHODS.includes(req.method ?? "") ? req.method : "other";
    figures.requests.inc({ kind, method, status: res.statusCode });
    figures.duration.observe({ kind }, seconds);
    const ms = Number((seconds * 1000).toFixed(1));
    const whole = path.startsWith("/") ? withoutSecrets(path) : "(not a path)";
    // A refused address may be long: its line is not (the front door refuses paths over 2,048 characters).
    const logged = whole.length > LOGGED_PATH_CHARS ? `${whole.slice(0, LOGGED_PATH_CHARS)}…` : whole;
    const why = refused();
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        path: logged,
        status: res.statusCode,
        ms,
        ...(why ? { refused: why } : {}),
      }),
    );
  });
}
