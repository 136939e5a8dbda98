import { randomBytes } from "node:crypto";

import { Client } from "pg";

import { openDatabase, type Database } from "./database.server.ts";

/**
 * For database tests: the embedded database always, and PostgreSQL too when
 * TEST_DATABASE_URL names a server (CI starts one; see .ci/run). Each
 * PostgreSQL run gets a database of its own, dropped afterwards.
 */
export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  /** Drops what open() created. */
  cleanup(): Promise<void>;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "PGlite", open: () => openDatabase({}), cleanup: async () => {} }];
  const server = process.env.TEST_DATABASE_URL;
  if (server) {
    const dbName = `test_${randomBytes(6).toString("hex")}`;
    const url = new URL(server);
    url.pathname = `/${dbName}`;
    list.push({
      name: "PostgreSQL",
      async open() {
        await admin(server, `create database ${dbName}`);
        return openDatabase({ url: url.href });
      },
      cleanup: () => admin(server, `drop database if exists ${dbName} with (force)`),
    });
  }
  return list;
}
