import { readFileSync } from "node:fs";
import { join } from "node:path";

import { sql } from "kysely";
import { expect, it } from "vitest";

import { describeEachDatabase, suiteDatabase } from "#tests/fixtures/databases.ts";
import { authSchema } from "./schema.ts";

/**
 * schema.ts against the database the migrations make, on both engines: every
 * table and column it declares exists with a type and nullability that match,
 * and every column of the site's own tables is declared (better-auth's tables
 * are declared only as far as the site reads them). schema.ts is types only,
 * so this reads its text: one interface per table, one property per line.
 */
type Kind = "number" | "string" | "boolean" | "timestamp" | "json";
interface Column {
  kind: Kind;
  nullable: boolean;
}

const SOURCE = readFileSync(join(import.meta.dirname, "schema.ts"), "utf8");

function interfaceBody(name: string): string {
  const match = new RegExp(`export interface ${name}(?: extends [^{]+)? \\{\\n([\\s\\S]*?)\\n\\}`).exec(SOURCE);
  if (!match) throw new Error(`schema.ts has no interface ${name}`);
  return match[1]!;
}

/** The properties of an interface: name and type text, comments left out. */
function properties(name: string): [string, string][] {
  return interfaceBody(name)
    .split("\n")
    .map((line) => /^ {2}(\w+): (.+);$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => [m[1]!, m[2]!]);
}

/** The first type argument of a generic such as ColumnType<S, I, U>, by bracket depth. */
function firstArgument(type: string): string {
  const inner = type.slice(type.indexOf("<") + 1, type.lastIndexOf(">"));
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === "<") depth++;
    if (inner[i] === ">") depth--;
    if (inner[i] === "," && depth === 0) return inner.slice(0, i).trim();
  }
  return inner.trim();
}

/** Type aliases and imported types of schema.ts that stand for strings (unions of literals) or a timestamp. */
const STRING_TYPES =
  /^(?:string|"[^"]*"(?: \| "[^"]*")*|QuoteState|AuthContextId|LeadershipGroup|ClaimHistoryKind|RevisionEvent|DocumentVersionState|SubmissionState)$/;

function declared(type: string): Column {
  if (type.startsWith("JSONColumnType<")) {
    return { kind: "json", nullable: firstArgument(type).split(" | ").includes("null") };
  }
  if (type === "CreatedAt") return { kind: "timestamp", nullable: false };
  const selected = type.startsWith("ColumnType<") || type.startsWith("Generated<") ? firstArgument(type) : type;
  const parts = selected.split(" | ");
  const nullable = parts.includes("null");
  const base = parts.filter((p) => p !== "null").join(" | ");
  if (base === "number") return { kind: "number", nullable };
  if (base === "boolean") return { kind: "boolean", nullable };
  if (base === "Date") return { kind: "timestamp", nullable };
  if (base.startsWith("Record<")) return { kind: "json", nullable };
  if (STRING_TYPES.test(base)) return { kind: "string", nullable };
  throw new Error(`schema.ts: a column type this test does not know: ${type}`);
}

/** Table name to interface name, from AppTables or AuthTables. */
function tables(list: "AppTables" | "AuthTables"): [string, string][] {
  return properties(list);
}

const DATA_TYPES: Record<string, Kind> = {
  integer: "number",
  bigint: "number",
  smallint: "number",
  text: "string",
  "character varying": "string",
  date: "string",
  tsvector: "string",
  boolean: "boolean",
  "timestamp with time zone": "timestamp",
  jsonb: "json",
  json: "json",
};

describeEachDatabase("schema.ts against the migrated database on $name", (testDb) => {
  const database = suiteDatabase(testDb);

  async function columnsOf(schema: string, table: string): Promise<Map<string, Column>> {
    const rows = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
      select column_name, data_type, is_nullable from information_schema.columns
      where table_schema = ${schema} and table_name = ${table}`.execute(database().db);
    return new Map(
      rows.rows.map((r) => [
        r.column_name,
        { kind: DATA_TYPES[r.data_type] ?? (r.data_type as Kind), nullable: r.is_nullable === "YES" },
      ]),
    );
  }

  function compare(label: string, inDatabase: Map<string, Column>, iface: string, every: boolean): string[] {
    const problems: string[] = [];
    if (inDatabase.size === 0) return [`${label}: no such table`];
    const declaredColumns = new Map(properties(iface).map(([name, type]) => [name, declared(type)]));
    for (const [name, column] of declaredColumns) {
      const actual = inDatabase.get(name);
      if (!actual) problems.push(`${label}.${name}: declared, not in the database`);
      else if (actual.kind !== column.kind || actual.nullable !== column.nullable)
        problems.push(
          `${label}.${name}: declared ${column.kind}${column.nullable ? " or null" : ""}, the database has ${actual.kind}${actual.nullable ? " or null" : ""}`,
        );
    }
    if (every)
      for (const name of inDatabase.keys())
        if (!declaredColumns.has(name)) problems.push(`${label}.${name}: in the database, not declared`);
    return problems;
  }

  it("declares the site's own tables as the migrations made them, every column", async () => {
    const problems: string[] = [];
    for (const [table, iface] of tables("AppTables"))
      problems.push(...compare(table, await columnsOf("public", table), iface, true));
    const rows = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name not like 'kysely_%'`.execute(database().db);
    const known = new Set(tables("AppTables").map(([table]) => table));
    for (const { table_name } of rows.rows)
      if (!known.has(table_name)) problems.push(`${table_name}: a table schema.ts does not declare`);
    expect(problems).toEqual([]);
  });

  it("declares better-auth's tables as they are in every context's schema, as far as the site reads them", async () => {
    const problems: string[] = [];
    for (const context of ["main", "discount-retail", "events", "staff"] as const)
      for (const [table, iface] of tables("AuthTables"))
        problems.push(...compare(`${context}.${table}`, await columnsOf(authSchema(context), table), iface, false));
    expect(problems).toEqual([]);
  });
});
