/**
 * The route fuzz (issue 34, item 3; decision 0049), run in-process on each
 * database engine by `route-fuzz.*.server.test.ts`: every route of the route
 * table (app/routes.ts, so a new route is swept without editing this), its
 * loader and its action, signed in as a staff member with every role and as a
 * programme's client administrator, with hostile values in every path
 * parameter, in every query parameter and form field the route's module reads
 * (found in its source) and in the common ones, repeated (an array where a
 * value is expected), past 2^53, 10,000 characters long, a NUL byte, a lone
 * surrogate. What the server's front door refuses (server/request-input.ts)
 * is a 400 as in production, through the same functions; everything else
 * reaches the route, which may answer anything but a 5xx or an error.
 */
import { readFileSync } from "node:fs";

import { RouterContextProvider } from "react-router";

import { STAFF_CONTEXT, STAFF_ROLES } from "#app/accounts/roles.ts";
import { signedInContext, type SignedIn } from "#app/auth/session.server.ts";
import { declaredLimits, limitFor, type RouteBodyLimitsExport } from "#app/lib/http/body-limits.ts";
import { targetFault } from "#app/lib/http/input-limits.ts";
import { loadContextWith } from "#app/lib/http/request-context.ts";
import { services } from "#app/services.server.ts";
import { bodyFault } from "../../server/request-input.ts";

type Handler = (args: {
  request: Request;
  url: URL;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;

interface RouteModule {
  loader?: Handler;
  action?: Handler;
  bodyLimits?: RouteBodyLimitsExport;
}

export interface FuzzRoute {
  pattern: string;
  file: string;
  module: RouteModule;
  /** Query parameters and form fields its module reads, and the intents its action tells apart. */
  query: string[];
  fields: string[];
  intents: string[];
}

interface ConfigEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

/** Names read from a route module's source: `searchParams.get("q")`, `textValue(form, "email")`, `intent === "x"`. */
function namesIn(source: string, patterns: RegExp[]): string[] {
  return [...new Set(patterns.flatMap((p) => [...source.matchAll(p)].map((m) => m[1]!)))];
}

/** Every route of the route table with a loader or an action, with its whole pattern and what it reads. */
export async function fuzzRoutes(): Promise<FuzzRoute[]> {
  const { default: config } = (await import("#app/routes.ts")) as { default: ConfigEntry[] };
  const flat = (entries: ConfigEntry[], above: string): { pattern: string; file: string }[] =>
    entries.flatMap((entry) => {
      const pattern = [above, entry.path ?? ""].filter(Boolean).join("/");
      const own = entry.path !== undefined || entry.index ? [{ pattern: `/${pattern}`, file: entry.file }] : [];
      return [...own, ...flat(entry.children ?? [], pattern)];
    });
  const routes: FuzzRoute[] = [];
  for (const { pattern, file } of flat(config, "")) {
    const module = (await import(/* @vite-ignore */ `#app/${file}`)) as RouteModule;
    if (!module.loader && !module.action) continue;
    const source = readFileSync(`app/${file}`, "utf8");
    routes.push({
      pattern,
      file,
      module,
      query: namesIn(source, [/searchParams\.get(?:All)?\("([\w-]+)"\)/g, /\bparams\.get\("([\w-]+)"\)/g]),
      fields: namesIn(source, [
        /(?:textValue|textValues|passwordValue)\(\s*form,\s*"([\w-]+)"/g,
        /form\.get(?:All)?\("([\w-]+)"\)/g,
        /fields\.get(?:All)?\("([\w-]+)"\)/g,
      ]),
      intents: namesIn(source, [/intent === "([\w-]+)"/g, /case "([\w-]+)":/g]),
    });
  }
  return routes;
}

/** What a parameter is when it is not the one under attack: values the site knows, so the route does its work. */
const KNOWN: Record<string, string> = {
  programme: "NMI",
  page: "overview",
  reference: "Q-NMI-ABCDEF",
  kind: "news",
  year: "2026",
  slug: "popia-policy",
  file: "popia-policy.pdf",
  token: "a".repeat(43),
  id: "1",
  fileId: "1",
  version: "1",
  context: "mining",
  userId: "no-such-user",
  "*": "get-session",
};

/** Hostile values, for every parameter and field. */
export const HOSTILE = [
  "\u0000",
  "CLM-\u0000AAAAA",
  "\ud800",
  "x".repeat(10_000),
  "9007199254740993",
  "99999999999999999999",
  "999999999999",
  "-1",
  "1e308",
  "0",
];

/** Form fields and query parameters many routes read, sent to every route whatever its source says. */
const COMMON_NAMES = [
  "intent",
  "id",
  "version",
  "revision",
  "page",
  "q",
  "email",
  "password",
  "reference",
  "step",
  "code",
  "context",
  "redirectTo",
  "status",
  "place",
  "programme",
];

/** A pattern's path with these parameters, or null where one cannot be written in an address (a lone surrogate). */
function fill(pattern: string, params: Record<string, string>): string | null {
  try {
    return pattern.replace(/:(\w+)\??|\*/g, (_, name?: string) => encodeURIComponent(params[name ?? "*"] ?? "x"));
  } catch {
    return null;
  }
}

const paramsOf = (pattern: string) => [...pattern.matchAll(/:(\w+)|(\*)/g)].map((m) => m[1] ?? "*");

export interface Probe {
  route: FuzzRoute;
  method: "GET" | "POST";
  params: Record<string, string>;
  query: [string, string][];
  form?: [string, string][];
  what: string;
}

/** The probes for a route: each path parameter, query parameter and form field hostile in turn. */
export function probesFor(route: FuzzRoute): Probe[] {
  const names = paramsOf(route.pattern);
  const known = Object.fromEntries(names.map((n) => [n, KNOWN[n] ?? "x"]));
  const probes: Probe[] = [];
  const add = (probe: Omit<Probe, "route">) => {
    if (probe.method === "GET" ? route.module.loader : route.module.action) probes.push({ route, ...probe });
  };
  const queryNames = [...new Set([...route.query, ...COMMON_NAMES])];
  const fieldNames = [...new Set([...route.fields, ...COMMON_NAMES])];
  for (const value of HOSTILE) {
    for (const name of names) {
      add({ method: "GET", params: { ...known, [name]: value }, query: [], what: `path :${name}` });
    }
    // Every query parameter hostile at once, then each repeated (an array where one value is expected).
    add({ method: "GET", params: known, query: queryNames.map((n) => [n, value]), what: "query" });
    for (const intent of ["", ...route.intents]) {
      const form: [string, string][] = fieldNames.map((n) => [n, value]);
      // The intent first, so that FormData.get finds it (the hostile one follows, for a route reading them all).
      if (intent) form.unshift(["intent", intent]);
      add({ method: "POST", params: known, query: [], form, what: `form${intent ? ` (${intent})` : ""}` });
    }
  }
  add({
    method: "GET",
    params: known,
    query: queryNames.flatMap((n) => [
      [n, "1"],
      [n, "9007199254740993"],
    ]),
    what: "repeated query",
  });
  for (const intent of ["", ...route.intents]) {
    const form = fieldNames.flatMap((n): [string, string][] => [
      [n, n === "intent" && intent ? intent : "1"],
      [n, "99999999999999999999"],
    ]);
    add({ method: "POST", params: known, query: [], form, what: `repeated form${intent ? ` (${intent})` : ""}` });
  }
  return probes;
}

/** The people the fuzz is signed in as: a staff member of every role, and NMI's client administrator. */
export async function fuzzPeople(): Promise<SignedIn[]> {
  const { accounts } = await services();
  const password = "a long enough passphrase for the fuzz";
  const staff = await accounts.add(STAFF_CONTEXT, { email: "fuzz@kopano.example", password, roles: [...STAFF_ROLES] });
  const client = await accounts.add("mining", { email: "fuzz@nmi.example", password, clientAdmin: true });
  return [
    {
      context: STAFF_CONTEXT,
      user: { id: staff.userId, name: staff.name, email: "fuzz@kopano.example", twoFactorEnabled: true },
    },
    {
      context: "mining",
      user: { id: client.userId, name: client.name, email: "fuzz@nmi.example", twoFactorEnabled: false },
    },
  ];
}

let addresses = 0;

/**
 * Sends a probe: through the front door's checks first (a refusal is its 400), then to the route's loader or
 * action. Its failure, if any: a 5xx, or an error that is not an answer.
 */
export async function runProbe(probe: Probe, people: SignedIn[]): Promise<string | null> {
  const path = fill(probe.route.pattern, probe.params);
  // No client can send it but as bytes that are not UTF-8, which the front door refuses.
  if (path === null) return null;
  const search = new URLSearchParams(probe.query).toString();
  const url = new URL(`http://localhost${path}${search ? `?${search}` : ""}`);
  if (targetFault(`${url.pathname}${url.search}`)) return null;
  let request: Request;
  if (probe.method === "POST") {
    const body = new URLSearchParams(probe.form).toString();
    const type = "application/x-www-form-urlencoded";
    const { limit } = limitFor(declaredLimits(probe.route.module.bodyLimits, url.pathname), type);
    if (await bodyFault(Buffer.from(body), type, limit)) return null;
    request = new Request(url, { method: "POST", body, headers: { "content-type": type } });
  } else {
    request = new Request(url);
  }
  const context = new RouterContextProvider();
  context.set(signedInContext, people);
  // An address of its own for each probe: the forms' rate limits would otherwise answer 429 to the rest.
  addresses++;
  loadContextWith({ nonce: "fuzz", clientAddress: `198.18.${(addresses >> 8) & 255}.${addresses & 255}` }, context);
  const handler = probe.method === "GET" ? probe.route.module.loader! : probe.route.module.action!;
  const params = Object.fromEntries(Object.entries(probe.params));
  let status: number | undefined;
  try {
    const answer = await handler({ request, url, params, context });
    if (answer instanceof Response) {
      status = answer.status;
      await answer.body?.cancel();
    }
  } catch (thrown) {
    const response = thrown instanceof Response ? thrown : undefined;
    status = response?.status ?? (thrown as { init?: { status?: number } } | null)?.init?.status;
    await response?.body?.cancel();
    if (status === undefined) return `threw ${String((thrown as Error)?.stack ?? thrown).slice(0, 400)}`;
  }
  return status !== undefined && status >= 500 ? `answered ${status}` : null;
}

/** Every probe of every route, one after another (the embedded database takes one query at a time); the failures. */
export async function sweepRoutes(routes: FuzzRoute[], people: SignedIn[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    for (const probe of probesFor(route)) {
      const failure = await runProbe(probe, people);
      if (failure) failures.push(`${probe.method} ${route.pattern} (${probe.what}): ${failure}`);
    }
  }
  return failures;
}
