import type { AuthContextId } from "#app/auth/contexts.ts";
import { recordAudit, type Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { ProviderInput } from "./provider-form.ts";
import type { SecretBox } from "./secret-box.server.ts";
import type { ProviderRule } from "./sign-in-choice.ts";

/** A context's provider as the admin page shows it: the secret only as "set". */
export interface ProviderSummary extends ProviderRule {
  context: AuthContextId;
  issuer: string;
  clientId: string;
  /** Origins besides the issuer's that its endpoints may be on (decision 0050). */
  allowedOrigins: string[];
  updatedAt: Date;
  updatedBy: string | null;
}

/** What the context's SSO instance is built from (app/sso/sso-auth.server.ts). */
export interface ProviderConfig extends ProviderRule {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Origins besides the issuer's that its endpoints may be on (decision 0050). */
  allowedOrigins: string[];
  /** Changes with every save: the instance built from an older one is rebuilt. */
  version: string;
}

export async function listProviders(database: Database): Promise<ProviderSummary[]> {
  const rows = await database.db.selectFrom("sso_providers").selectAll().orderBy("context").execute();
  return rows.map((r) => ({
    context: r.context,
    issuer: r.issuer,
    clientId: r.client_id,
    allowedOrigins: r.allowed_origins,
    domains: r.domains,
    passwordsAllowed: r.passwords_allowed,
    updatedAt: new Date(r.updated_at),
    updatedBy: r.updated_by,
  }));
}

/** Who the context's provider signs in, for the sign-in page; undefined without one. */
export async function providerRule(database: Database, context: AuthContextId): Promise<ProviderRule | undefined> {
  const row = await database.db
    .selectFrom("sso_providers")
    .select(["domains", "passwords_allowed"])
    .where("context", "=", context)
    .executeTakeFirst();
  return row ? { domains: row.domains, passwordsAllowed: row.passwords_allowed } : undefined;
}

/**
 * The context's provider with its secret opened; undefined without one, without a key, or when the key cannot
 * open it (SSO_SECRET_KEY changed: an administrator enters the secret again).
 */
export async function providerConfig(
  database: Database,
  context: AuthContextId,
  box: SecretBox | undefined,
): Promise<ProviderConfig | undefined> {
  if (!box) return undefined;
  const row = await database.db
    .selectFrom("sso_providers")
    .selectAll()
    .where("context", "=", context)
    .executeTakeFirst();
  const clientSecret = row ? box.open(row.client_secret_sealed) : undefined;
  if (!row || clientSecret === undefined) return undefined;
  return {
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecret,
    allowedOrigins: row.allowed_origins,
    domains: row.domains,
    passwordsAllowed: row.passwords_allowed,
    version: `${new Date(row.updated_at).getTime()}:${row.client_secret_sealed}`,
  };
}

/** Sets or changes the context's provider, with its audit entry, in one transaction. */
export async function saveProvider(
  database: Database,
  context: AuthContextId,
  input: ProviderInput,
  box: SecretBox,
  actor: Actor,
): Promise<"created" | "changed"> {
  return database.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("sso_providers")
      .select("client_secret_sealed")
      .where("context", "=", context)
      .forUpdate()
      .executeTakeFirst();
    const sealed = input.clientSecret !== undefined ? box.seal(input.clientSecret) : existing?.client_secret_sealed;
    if (!sealed) throw new Error("A new identity provider needs its client secret.");
    const values = {
      issuer: input.issuer,
      client_id: input.clientId,
      client_secret_sealed: sealed,
      domains: JSON.stringify(input.domains),
      allowed_origins: JSON.stringify(input.allowedOrigins),
      passwords_allowed: input.passwordsAllowed,
      updated_at: new Date(),
      updated_by: actor.email ?? null,
    };
    await trx
      .insertInto("sso_providers")
      .values({ context, ...values })
      .onConflict((oc) => oc.column("context").doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      action: "sso-provider-set",
      actor,
      targetContext: context,
      target: input.issuer,
      detail: {
        clientId: input.clientId,
        domains: input.domains,
        allowedOrigins: input.allowedOrigins,
        passwordsAllowed: input.passwordsAllowed,
        secretChanged: input.clientSecret !== undefined,
      },
    });
    return existing ? "changed" : "created";
  });
}

/** Removes the context's provider (its users sign in with a password again); false when there was none. */
export async function removeProvider(database: Database, context: AuthContextId, actor: Actor): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("sso_providers")
      .where("context", "=", context)
      .returning("issuer")
      .executeTakeFirst();
    if (!removed) return false;
    await recordAudit(trx, { action: "sso-provider-removed", actor, targetContext: context, target: removed.issuer });
    return true;
  });
}
