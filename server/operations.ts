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
  res.on("finish", () => {
    const seconds = (performance.now() - started) / 1000;
    const kind = app.routeKind(path, fromBuild());
    const method = METHODS.includes(req.method ?? "") ? req.method! : "other";
    const { requests, duration } = childrenOf(app.metrics(), kind, method, res.statusCode);
    requests.inc();
    duration.observe(seconds);
    log(logLine(req.method, path, res.statusCode, Number((seconds * 1000).toFixed(1)), refused()));
  });
}

type Figures = ReturnType<typeof Serving.metrics>;
type Children = {
  requests: ReturnType<Figures["requests"]["labels"]>;
  duration: ReturnType<Figures["duration"]["labels"]>;
};
/**
 * The counter and histogram of each kind, method and status, looked up once (prom-client hashes the labels
 * on every call otherwise): a static answer's own work is a few microseconds, and this was a good part of it.
 */
const children = new WeakMap<Figures, Map<string, Children>>();
function childrenOf(figures: Figures, kind: string, method: string, status: number): Children {
  let byKey = children.get(figures);
  if (!byKey) children.set(figures, (byKey = new Map()));
  const key = `${kind} ${method} ${status}`;
  let found = byKey.get(key);
  if (!found) {
    found = {
      requests: figures.requests.labels({ kind, method, status }),
      duration: figures.duration.labels({ kind }),
    };
    byKey.set(key, found);
  }
  return found;
}

/**
 * The log line, as JSON.stringify would write it, the path escaped by it (it is the only part from outside). A
 * refused address may be long: its line is not (the front door refuses paths over 2,048 characters).
 */
function logLine(method: string | undefined, path: string, status: number, ms: number, refused?: string): string {
  const whole = path.startsWith("/") ? withoutSecrets(path) : "(not a path)";
  const logged = whole.length > LOGGED_PATH_CHARS ? `${whole.slice(0, LOGGED_PATH_CHARS)}…` : whole;
  const verb = method && /^[A-Z]+$/.test(method) ? `"${method}"` : JSON.stringify(method ?? "");
  const why = refused ? `,"refused":${JSON.stringify(refused)}` : "";
  return `{"time":"${new Date().toISOString()}","method":${verb},"path":${JSON.stringify(logged)},"status":${status},"ms":${ms}${why}}`;
}
