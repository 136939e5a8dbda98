/**
 * Provisioning accounts (docs/architecture.md, “Sign-in contexts”):
 *
 *   npm run users -- add --context <id> --email <e> [--name <n>] [--password <p>]
 *   npm run users -- list --context <id>
 *   npm run users -- remove --context <id> --email <e>
 *   npm run users -- set-password --context <id> --email <e> [--password <p>]
 *   npm run users -- set-role --context main --email <e> --role staff|none
 *
 * Without --password it asks (input hidden) on a terminal, or generates one and
 * prints it. On the embedded database it refuses while the server has the
 * database open (stop the server first); on PostgreSQL it runs any time.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

import { createAuths } from "#app/auth/auth.server.ts";
import { authContextIds, isAuthContextId, type AuthContextId } from "#app/auth/contexts.ts";
import { resolveAuthSecret } from "#app/auth/secret.server.ts";
import { generatePassword, UserCommandError, Users } from "#app/auth/users.server.ts";
import { env } from "#app/config/env.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { runCommand } from "./command.ts";
import { openDatabase } from "#app/db/database.server.ts";

const USAGE = `Usage:
  npm run users -- add --context <id> --email <address> [--name <name>] [--password <password>] [--staff]
  npm run users -- list --context <id>
  npm run users -- remove --context <id> --email <address>
  npm run users -- set-password --context <id> --email <address> [--password <password>]
  npm run users -- set-role --context main --email <address> --role staff|none

Contexts: ${authContextIds.join(", ")}
Passwords: at least 12 characters. Without --password you are asked for one, or one is generated.
Staff (accounts of the main context only) may read form submissions at /staff/submissions.`;

/** Asks for a password without echoing it; an empty answer means "generate one". */
async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write("Password (at least 12 characters; leave empty to generate one): ");
  // Hide what is typed: readline echoes through _writeToOutput.
  // oxlint-disable-next-line no-underscore-dangle -- Node's documented-by-practice hook; there is no public one
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const answer = await rl.question("");
  rl.close();
  process.stdout.write("\n");
  return answer || undefined;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      context: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      staff: { type: "boolean" },
      role: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (!["add", "list", "remove", "set-password", "set-role"].includes(command)) {
    throw new UserCommandError(`Unknown command "${command}".\n\n${USAGE}`);
  }
  if (!isAuthContextId(values.context)) {
    throw new UserCommandError(
      values.context
        ? `Unknown context "${values.context}". The contexts are: ${authContextIds.join(", ")}.`
        : `Say which context with --context. The contexts are: ${authContextIds.join(", ")}.`,
    );
  }
  const context: AuthContextId = values.context;
  if (command !== "list" && !values.email) throw new UserCommandError("Say whose account with --email.");

  const config = env();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, holder: "npm run users" });
  try {
    const users = new Users(
      createAuths({
        database,
        secret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
        siteUrl: publicConfig().siteUrl,
      }),
      database,
    );
    const email = values.email ?? "";
    if (command === "list") {
      const list = await users.list(context);
      if (!list.length) console.log(`No accounts in the ${context} context.`);
      for (const u of list) {
        const twoFactor = u.twoFactor ? "  two-factor on" : "";
        const staff = u.staff ? "  staff" : "";
        console.log(`${u.email}  ${u.name}  added ${u.createdAt.toISOString().slice(0, 10)}${twoFactor}${staff}`);
      }
    } else if (command === "set-role") {
      if (values.role !== "staff" && values.role !== "none") {
        throw new UserCommandError("Say which role with --role staff (may read form submissions) or --role none.");
      }
      await users.setStaff(context, email, values.role === "staff");
      console.log(
        `${email} in the ${context} context ${values.role === "staff" ? "is now staff" : "is no longer staff"}.`,
      );
    } else if (command === "remove") {
      await users.remove(context, email);
      console.log(`Removed ${email} from the ${context} context, with its sessions.`);
    } else {
      const given = values.password ?? (await askPassword());
      const password = given ?? generatePassword();
      if (command === "add") {
        const added = await users.add(context, { email, name: values.name, password, staff: values.staff });
        console.log(`Added ${added.email} to the ${context} context${added.staff ? " as staff" : ""}.`);
      } else {
        await users.setPassword(context, email, password);
        console.log(`New password set for ${email} in the ${context} context; its sessions are ended.`);
      }
      if (!given) console.log(`Generated password (shown once): ${password}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main, UserCommandError);
