/**
 * Staff access to form submissions from the terminal:
 *
 *   npm run submissions -- list   [--kind <kind>] [--since <date|7d|12h>] [--limit <n>]
 *   npm run submissions -- export [--kind <kind>] [--since <date|7d|12h>] --format csv|json [--output <file>]
 *
 * Like `npm run users`, on the embedded database it refuses while the server
 * has the database open (read them on /staff/submissions instead); on
 * PostgreSQL it runs at any time.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";

import { env } from "#app/config/env.server.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { listSubmissions } from "#app/forms/submissions.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { parseSince, submissionsCsv, submissionsJson } from "#app/forms/export.ts";
import { formKinds, isFormKind } from "#app/forms/kinds.ts";
import { CommandError, runCommand } from "./command.ts";

const USAGE = `Usage:
  npm run submissions -- list   [--kind <kind>] [--since <date|7d|12h>] [--limit <n>]
  npm run submissions -- export [--kind <kind>] [--since <date|7d|12h>] --format csv|json [--output <file>]

Kinds: ${formKinds.join(", ")}
--since takes a date (2026-11-01, from midnight in South Africa) or a span back from now (7d, 12h).
Without --output the export goes to standard output.`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      kind: { type: "string" },
      since: { type: "string" },
      limit: { type: "string" },
      format: { type: "string" },
      output: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (command !== "list" && command !== "export") throw new CommandError(`Unknown command "${command}".\n\n${USAGE}`);
  if (values.kind !== undefined && !isFormKind(values.kind)) {
    throw new CommandError(`Unknown kind "${values.kind}". The kinds are: ${formKinds.join(", ")}.`);
  }
  const since = values.since === undefined ? undefined : parseSince(values.since);
  if (values.since !== undefined && !since) {
    throw new CommandError(
      `--since "${values.since}" is neither a date such as 2026-11-01 nor a span such as 7d or 12h.`,
    );
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new CommandError("--limit must be a whole number above 0.");
  }
  if (command === "export" && values.format !== "csv" && values.format !== "json") {
    throw new CommandError("Say which format with --format csv or --format json.");
  }

  const config = env();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    holder: "npm run submissions",
  });
  try {
    const found = await listSubmissions(database, {
      kind: values.kind,
      since,
      limit: limit ?? (command === "list" ? 50 : undefined),
    });
    if (command === "list") {
      if (!found.length) console.log("No submissions match.");
      for (const s of found) {
        const title = isFormKind(s.kind) ? formDefinitions[s.kind].title : s.kind;
        const who = String(s.payload.name ?? s.payload.contactName ?? "");
        console.log(
          `${s.reference}  ${s.createdAt.toISOString().slice(0, 16).replace("T", " ")}  ${title.padEnd(19)} ${who}`,
        );
      }
      return 0;
    }
    const text = values.format === "csv" ? submissionsCsv(found) : submissionsJson(found);
    if (values.output) {
      // Personal information: readable by the owner only.
      writeFileSync(values.output, text, { mode: 0o600 });
      console.error(`Wrote ${found.length} submission${found.length === 1 ? "" : "s"} to ${values.output}.`);
    } else {
      process.stdout.write(text);
    }
    return 0;
  } finally {
    await database.close();
  }
}

await runCommand(main);
