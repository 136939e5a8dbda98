/**
 * Accounts from a terminal: the first administrator, and scripts. Everyday
 * work (inviting, disabling, roles) is done in the browser at /staff/users.
 *
 *   npm run users -- add --context <id> --email <e> [--name <n>] [--password <p>] [--role <r>]… [--client-admin]
 *   npm run users -- list --context <id>
 *   npm run users -- remove --context <id> --email <e>
 *   npm run users -- set-password --context <id> --email <e> [--password <p>]
 *   npm run users -- set-role --context staff --email <e> --role <r> [--role <r>]…   (or --role none)
 *
 * Without --password it asks (input hidden) on a terminal, or generates one and
 * prints it. On the embedded database it refuses while the server has the
 * database open (stop the server first); on PostgreSQL it runs any time.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

import { AccountError, Accounts, COMMAND_LINE } from "#app/accounts/accounts.server.ts";
import { generatePassword } from "#app/accounts/credentials.ts";
import { isStaffRole, STAFF_CONTEXT, STAFF_ROLES, type StaffRole } from "#app/accounts/roles.ts";
import { createAuths } from "#app/auth/auth.server.ts";
import { authContextIds, isAuthContextId, type AuthContextId } from "#app/auth/contexts.ts";
import { resolveAuthSecret } from "#app/auth/secret.server.ts";
import { env } from "#app/config/env.server.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { listAccounts } from "#app/accounts/account-list.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { CommandError, runCommand } from "./command.ts";

const USAGE = `Usage:
  npm run users -- add --context <id> --email <address> [--name <name>] [--password <password>]
                       [--role <role>]… [--client-admin]
  npm run users -- list --context <id>
  npm run users -- remove --context <id> --email <address>
  npm run users -- set-password --context <id> --email <address> [--password <password>]
  npm run users -- set-role --context staff --email <address> --role <role> [--role <role>]…   (or --role none)

Contexts: ${authContextIds.join(", ")}
Roles (accounts of the ${STAFF_CONTEXT} context): ${STAFF_ROLES.join(", ")}; admin may do everything.
  --staff is short for --role staff. --client-admin makes a programme user their programme's client administrator.
Passwords: at least 12 characters. Without --password you are asked for one, or one is generated.
Everyday work is done in the browser at /staff/users (administrators).`;

/** Which options each command takes: any other is refused by name, never silently ignored. */
const COMMANDS: Record<string, readonly string[]> = {
  add: ["context", "email", "name", "password", "role", "staff", "client-admin"],
  list: ["context"],
  remove: ["context", "email"],
  "set-password": ["context", "email", "password"],
  "set-role": ["context", "email", "role"],
};

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

function parseRoles(values: string[] | undefined, staff: boolean | undefined): StaffRole[] | "none" | undefined {
  const given = [...(values ?? []), ...(staff ? ["staff"] : [])];
  if (!given.length) return undefined;
  if (given.length === 1 && given[0] === "none") return "none";
  for (const role of given) {
    if (!isStaffRole(role)) {
      throw new CommandError(`Unknown role "${role}". The roles are: ${STAFF_ROLES.join(", ")} (or none).`);
    }
  }
  return given.filter(isStaffRole);
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      context: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      password: { type: "string" },
      role: { type: "string", multiple: true },
      staff: { type: "boolean" },
      "client-admin": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...extra] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const allowed = COMMANDS[command];
  if (!allowed) throw new CommandError(`Unknown command "${command}".\n\n${USAGE}`);
  if (extra.length) throw new CommandError(`Unexpected "${extra[0]}": options start with --.`);
  for (const option of Object.keys(values)) {
    if (option !== "help" && !allowed.includes(option)) {
      throw new CommandError(`The ${command} command does not take --${option}.\n\n${USAGE}`);
    }
  }
  if (!isAuthContextId(values.context)) {
    throw new CommandError(
      values.context
        ? `Unknown context "${values.context}". The contexts are: ${authContextIds.join(", ")}.`
        : `Say which context with --context. The contexts are: ${authContextIds.join(", ")}.`,
    );
  }
  const context: AuthContextId = values.context;
  if (command !== "list" && !values.email) throw new CommandError("Say whose account with --email.");
  const roles = parseRoles(values.role, values.staff);
  if (command === "set-role" && !roles)
    throw new CommandError(`Say which roles with --role (${STAFF_ROLES.join(", ")}, or none).`);
  if (roles && context !== STAFF_CONTEXT) {
    throw new CommandError(`Only accounts of the ${STAFF_CONTEXT} context can hold staff roles (this is ${context}).`);
  }

  const config = env();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, holder: "npm run users" });
  try {
    const accounts = new Accounts({
      auths: createAuths({
        database,
        secret: resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
        siteUrl: publicConfig().siteUrl,
      }),
      database,
      siteUrl: publicConfig().siteUrl,
    });
    const email = values.email ?? "";
    if (command === "list") {
      const list = await listAccounts(database, { context });
      if (!list.length) console.log(`No accounts in the ${context} context.`);
      for (const u of list) {
        const userRoles = context === STAFF_CONTEXT ? await accounts.rolesOf(u.userId) : [];
        const notes = [
          u.status !== "active" ? u.status : "",
          u.twoFactor ? "two-factor on" : "",
          u.clientAdmin ? "client administrator" : "",
          userRoles.length ? `roles: ${userRoles.join(", ")}` : "",
        ].filter(Boolean);
        console.log(
          `${u.email}  ${u.name}  added ${u.createdAt.toISOString().slice(0, 10)}  ${notes.join("  ")}`.trimEnd(),
        );
      }
    } else if (command === "set-role") {
      const account = await accounts.byEmail(context, email);
      await accounts.setRoles(COMMAND_LINE, account.userId, roles === "none" ? [] : roles!);
      console.log(
        roles === "none"
          ? `${account.email} holds no staff role now.`
          : `${account.email} now holds: ${roles!.join(", ")}.`,
      );
    } else if (command === "remove") {
      const account = await accounts.byEmail(context, email);
      await accounts.remove(COMMAND_LINE, context, account.userId);
      console.log(`Removed ${account.email} from the ${context} context, with its sessions.`);
    } else {
      const given = values.password ?? (await askPassword());
      const password = given ?? generatePassword();
      if (command === "add") {
        const added = await accounts.add(context, {
          email,
          name: values.name,
          password,
          roles: roles === "none" ? [] : roles,
          clientAdmin: values["client-admin"],
        });
        const holds = roles && roles !== "none" ? ` with the roles ${roles.join(", ")}` : "";
        const admin = values["client-admin"] ? " as its client administrator" : "";
        console.log(`Added ${added.email} to the ${context} context${holds}${admin}.`);
      } else {
        await accounts.setPassword(context, email, password);
        console.log(`New password set for ${email} in the ${context} context; its sessions are ended.`);
      }
      if (!given) console.log(`Generated password (shown once): ${password}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main, AccountError);
