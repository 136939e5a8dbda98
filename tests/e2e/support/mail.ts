import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect } from "@playwright/test";

import { startSmtpServer } from "#tests/fixtures/smtp.ts";

/**
 * The end-to-end tests' inbox: a real SMTP server (smtp-server) on loopback,
 * started with the e2e server, that the outbox sends to. Each message it
 * catches is written to a folder as JSON, where a test reads it as a person
 * reads their inbox: wait for the message, then follow the link in it.
 */
const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3210);

export const E2E_SMTP_PORT = port + 1;

export function inboxDir(): string {
  return join(tmpdir(), `e2e-mail-${port}`);
}

export interface CaughtEmail {
  to: string[];
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part, if any. */
  html?: string;
  /** "multipart/alternative" for a message with both parts. */
  contentType: string;
}

/** Starts the catcher (in the e2e server's process) and files every message it receives. */
export async function startInbox(): Promise<void> {
  const dir = inboxDir();
  mkdirSync(dir, { recursive: true });
  let n = 0;
  await startSmtpServer({
    port: E2E_SMTP_PORT,
    // Written under another name and renamed into place: a test polling the inbox never reads half a message.
    onMessage: (m) => {
      const name = join(dir, `${Date.now()}-${String(++n).padStart(6, "0")}.json`);
      writeFileSync(
        `${name}.part`,
        JSON.stringify({ to: m.to, subject: m.subject, body: m.body, html: m.html, contentType: m.contentType }),
      );
      renameSync(`${name}.part`, name);
    },
  });
}

function read(): CaughtEmail[] {
  const dir = inboxDir();
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .toSorted();
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as CaughtEmail);
}

/** Waits for the newest message to `to` whose subject matches, as it arrives in their inbox. */
export async function waitForEmail(to: string, subject: RegExp): Promise<CaughtEmail> {
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      () => {
        found = read()
          .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to} about ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** Every message to `to` so far. */
export function emailsTo(to: string): CaughtEmail[] {
  return read().filter((m) => m.to.includes(to.toLowerCase()));
}

/** The first link to this site in a message, as a path a page can go to. */
export function linkIn(email: CaughtEmail): string {
  const url = /https?:\/\/\S+/.exec(email.body)?.[0];
  if (!url) throw new Error(`No link in the e-mail "${email.subject}"`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
