import { z } from "zod";

/**
 * The environment, read once and validated at start. Each optional setting
 * says what happens when it is unset.
 */
const schema = z.object({
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
});

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
