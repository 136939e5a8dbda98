/**
 * Backups of the embedded database (DATA_DIR), for one-server sites:
 *
 *   npm run backup  -- [--output <folder>]        default: DATA_DIR/../backups/kopano-<time>
 *   npm run restore -- --from <folder> [--replace]
 *
 * Both take the database's lock, so they run while the server is stopped.
 * On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore; see docs/operations.md, "Backups".
 */
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { env } from "#app/config/env.server.ts";
import { BackupError, backupDataDir, restoreDataDir } from "#app/db/backup.server.ts";
import { CommandError, runCommand } from "./command.ts";

const USAGE = `Usage:
  npm run backup  -- [--output <folder>]
  npm run restore -- --from <folder> [--replace]

The server must be stopped (the embedded database opens in one process at a time).
On PostgreSQL (DATABASE_URL set) use pg_dump and pg_restore instead: see docs/operations.md, "Backups".`;

async function main(argv: string[]): Promise<number> {
  const [mode, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      output: { type: "string" },
      from: { type: "string" },
      replace: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = env();
  if (config.DATABASE_URL) {
    throw new CommandError(
      "DATABASE_URL is set: this site runs on PostgreSQL. Back it up with pg_dump --format=custom and bring it back " +
        "with pg_restore (see docs/operations.md, “Backups”), and copy the S3 bucket or DATA_DIR/files beside it.",
    );
  }
  if (mode === "backup") {
    if (values.from !== undefined || values.replace !== undefined) {
      throw new CommandError(`npm run backup takes only --output.\n\n${USAGE}`);
    }
    const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "-");
    const output = resolve(values.output ?? join(dirname(resolve(config.DATA_DIR)), "backups", `kopano-${stamp}`));
    const manifest = await backupDataDir(config.DATA_DIR, output);
    console.log(`Backed up ${manifest.dataDir} (${manifest.parts.join(", ")}) to ${output}`);
    return 0;
  }
  if (mode === "restore") {
    if (values.output !== undefined) throw new CommandError(`npm run restore takes --from and --replace.\n\n${USAGE}`);
    if (!values.from) throw new CommandError(`Say which backup with --from <folder>.\n\n${USAGE}`);
    const { movedAside } = await restoreDataDir(values.from, config.DATA_DIR, { replace: values.replace });
    console.log(`Restored ${resolve(values.from)} into ${resolve(config.DATA_DIR)}.`);
    for (const path of movedAside) console.log(`  what was there is kept at ${path}`);
    return 0;
  }
  throw new CommandError(USAGE);
}

await runCommand(main, BackupError);
