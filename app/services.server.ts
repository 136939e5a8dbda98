import { join } from "node:path";

import { createAuths, type AuthOptions, type Auths } from "#app/auth/auth.server.ts";
import { resolveAuthSecret } from "#app/auth/secret.server.ts";
import { Accounts } from "#app/accounts/accounts.server.ts";
import { generatePassword } from "#app/accounts/credentials.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { demoUsersEnabled, env } from "#app/config/env.server.ts";
import { site } from "#app/config/site.ts";
import { openDatabase, type Database } from "#app/db/database.server.ts";
import { folderStore, s3Store, type FileStore } from "#app/storage/storage.server.ts";
import { outboxBacklog, startOutboxWorker, type OutboxWorker } from "#app/email/outbox.server.ts";
import { setMetricsSources } from "#app/lib/server/metrics.server.ts";
import { rebuildSearchIndex, reindexArticles } from "#app/search/index.server.ts";

/** The server's stateful parts: the database, the ten auth contexts and the accounts on it, and the e-mail outbox. */
export interface Services {
  database: Database;
  auths: Auths;
  /** What the auth instances were made with: an identity provider's instance is made from it too (app/sso). */
  authOptions: AuthOptions;
  accounts: Accounts;
  /** Files people give the site: a folder under DATA_DIR, or an S3-compatible bucket (S3_BUCKET). */
  files: FileStore;
  /** Sends what `notify` stores (app/email/notify.server.ts), woken by the database; only when SMTP_URL is set. */
  outbox?: OutboxWorker;
  /** Looks at the published articles every minute, for the search index (see start). */
  searchRefresh: NodeJS.Timeout;
}

// One instance per process: the server takes it from the build (app/serving.server.ts, decision 0028), which
// loads this module once. Under `react-router dev`, Vite runs this module again after an edit; the instance is
// kept in its hot-reload data, so the embedded database is not opened a second time.
const kept: { services?: Promise<Services> } = import.meta.hot?.data ?? {};

/**
 * Opens the database (running migrations), builds the auth contexts and, with
 * DEMO_USERS on and no users at all, creates and prints the demo users.
 * Started once per process; later calls get the same instance.
 */
export function services(): Promise<Services> {
  kept.services ??= start().catch((error: unknown) => {
    delete kept.services;
    throw error;
  });
  return kept.services;
}

async function start(): Promise<Services> {
  const config = env();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    holder: "the site's server",
  });
  // The search index follows the content this build carries. Each source is hashed first, so an unchanged
  // start writes nothing, and an advisory lock makes copies starting at once on one PostgreSQL take turns.
  // A failure leaves the last index searchable and the site up.
  await rebuildSearchIndex(database).catch((error: unknown) => {
    console.error("The search index could not be rebuilt; searching the one already stored.", error);
  });
  const authOptions: AuthOptions = {
    database,
    secret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    siteUrl: publicConfig().siteUrl,
  };
  const auths = createAuths(authOptions);
  const outbox = config.SMTP_URL
    ? await startOutboxWorker({
        database,
        smtpUrl: config.SMTP_URL,
        from: config.SMTP_FROM ?? `website@${site.emailDomain}`,
      })
    : undefined;
  const accounts = new Accounts({ auths, database, siteUrl: publicConfig().siteUrl });
  if (demoUsersEnabled(config)) {
    const created = await accounts.createDemoUsers(generatePassword);
    if (created.length) {
      console.log("Demo users created (shown once; change them with `npm run users -- set-password`):");
      for (const u of created) console.log(`  ${u.context.padEnd(26)} ${u.email.padEnd(44)} ${u.password}`);
    }
  }
  const files =
    config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? s3Store({
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        })
      : folderStore(join(config.DATA_DIR, "files"));
  setMetricsSources({ outbox: () => outboxBacklog(database), database: () => database.connections() });
  // A scheduled article is published by the clock, not by an editor's action: searches bring the index up to date
  // (app/search/follow.server.ts), and the articles source is looked at every minute too, as a backstop: hashed
  // first, it writes nothing unless an article came, changed or went.
  const searchRefresh = setInterval(() => void reindexArticles(database), 60_000);
  searchRefresh.unref();
  return { database, auths, authOptions, accounts, outbox, files, searchRefresh };
}

/** Closes the database, so that another process (or a test) may open it. */
export async function closeServices(): Promise<void> {
  const current = kept.services;
  delete kept.services;
  if (!current) return;
  const { outbox, database, searchRefresh } = await current;
  clearInterval(searchRefresh);
  await outbox?.stop();
  await database.close();
}
