import { z } from "zod";

/**
 * The environment, read once and validated at start. Each optional setting
 * says what happens when it is unset.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    /** Port to listen on. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Interface to bind; unset listens on all interfaces. */
    HOST: z.string().min(1).optional(),
    /** Public origin of the site, used for canonical URLs; unset uses http://localhost:PORT. */
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Google Tag Manager container (GTM-XXXX); unset loads no tag manager at all. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-ABC123")
      .optional(),
    /** Content delivery host for images and video; unset serves the site's own files. */
    ASSET_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Where the embedded database (and its generated auth secret) live; ./data when unset. */
    DATA_DIR: z.string().min(1).default("./data"),
    /** A PostgreSQL server (postgres://user:pass@host/db); unset uses the embedded database in DATA_DIR. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * Signs session cookies and encrypts two-factor secrets: 32 characters or more.
     * Unset with the embedded database: generated once into DATA_DIR/auth-secret.
     * Required with DATABASE_URL (every copy of the server must share it).
     */
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Create one demo user per sign-in context on an empty user store; on by default only with the embedded database. */
    DEMO_USERS: z.enum(["true", "false", "1", "0"]).optional(),
    /**
     * Set when a reverse proxy or load balancer stands in front: the client's
     * address is then the last one in X-Forwarded-For (used for rate limits).
     */
    TRUST_PROXY: z.enum(["true", "false", "1", "0"]).optional(),
    /**
     * An SMTP server for staff notifications (smtp://user:pass@host:587 or smtps://…:465).
     * Unset: no e-mail; submissions are read on the staff page or with `npm run submissions`.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The notifications' sender address; unset: website@ the domain of the site's e-mail address. */
    SMTP_FROM: z.email().optional(),
    /** Opens `/metrics` (Prometheus text) to `Authorization: Bearer <token>`; 24+ characters. Unset: no metrics. */
    METRICS_TOKEN: z.string().min(24, "must be 24 characters or more").optional(),
    /**
     * An S3-compatible bucket for files people give the site (claim documents, pictures, document versions), for
     * many server copies. Unset: a folder, DATA_DIR/files. S3_ENDPOINT is the server's address (path-style).
     */
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * Seals the identity providers' client secrets (single sign-on, /staff/sso): 32 characters or more, the same
     * on every server copy. Unset: no provider can be saved, and those saved before are not used.
     */
    SSO_SECRET_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  })
  .refine((e) => !e.S3_BUCKET || (e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY), {
    message: "S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
    path: ["S3_BUCKET"],
  })
  .refine((e) => !e.DATABASE_URL || e.AUTH_SECRET, {
    message: "AUTH_SECRET is required when DATABASE_URL is set (every server copy must share it)",
    path: ["AUTH_SECRET"],
  });

const on = (flag: string | undefined) => flag === "true" || flag === "1";

/** DEMO_USERS, defaulting to on with the embedded database and off with PostgreSQL. */
export function demoUsersEnabled(config: Env): boolean {
  return config.DEMO_USERS === undefined ? !config.DATABASE_URL : on(config.DEMO_USERS);
}

export function trustsProxy(config: Env): boolean {
  return on(config.TRUST_PROXY);
}

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError listing every bad setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Reads the environment again at the next env(): for tests that change it (vi.stubEnv). */
export function rereadEnv(): void {
  cached = undefined;
}
