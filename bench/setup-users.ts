/**
 * Makes the benchmark's programme users on a database (embedded in `DATA_DIR`, or `DATABASE_URL`), run in the tree
 * being measured (`node bench/setup-users.ts <origin> <json list of {context, email}> <password>`), so that a build
 * of another commit (`npm run bench -- --baseline <commit>`) gets its users from its own code and migrations.
 */
import { Accounts } from "#app/accounts/accounts.server.ts";
import { createAuths } from "#app/auth/auth.server.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import { openDatabase } from "#app/db/database.server.ts";

const [origin, listJson, password, secret] = process.argv.slice(2);
if (!origin || !listJson || !password || !secret)
  throw new Error("usage: setup-users.ts <origin> <users json> <password> <secret>");
const users = JSON.parse(listJson) as { context: AuthContextId; email: string }[];

const database = await openDatabase({
  ...(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR }),
  holder: "the benchmark set-up",
});
const accounts = new Accounts({ auths: createAuths({ database, secret, siteUrl: origin }), database, siteUrl: origin });
for (const user of users) await accounts.add(user.context, { email: user.email, password });
await database.close();
process.exit(0);
