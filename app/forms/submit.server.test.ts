import * as fc from "fast-check";
import { expect, it } from "vitest";

import type { Database } from "#app/db/database.server.ts";
import { takeAllowance } from "#app/forms/rate-limits.server.ts";
import { countSubmissions, findSubmission, listSubmissions } from "#app/forms/submissions.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { formDefinitions, HONEYPOT_FIELD } from "./definitions.ts";
import { formKinds, type FormKind } from "./kinds.ts";
import type { FormResult } from "./result.ts";
import { FORM_ATTEMPT_LIMIT, handleFormSubmission } from "./submit.server.ts";
import { validateForm } from "./validation.ts";
import { validForms } from "#tests/fixtures/forms.ts";
import { useMail } from "#tests/fixtures/mail.ts";

// Where these tests put a post's client address; the route gives it to the pipeline from the request context.
const ADDRESS = "x-test-client-address";
let addressCounter = 0;
function post(fields: Record<string, string>, options: { address?: string; multipart?: boolean } = {}) {
  const address = options.address ?? `192.0.2.${addressCounter++ % 250}:${addressCounter}`;
  const body = options.multipart
    ? Object.entries(fields).reduce((form, [k, v]) => (form.append(k, v), form), new FormData())
    : new URLSearchParams(fields);
  return new Request("http://localhost/contact/call-me-back", {
    method: "POST",
    body,
    headers: { [ADDRESS]: address },
  });
}

async function submit(database: Database, kind: FormKind, request: Request) {
  const response = await handleFormSubmission(request, kind, "contact/call-me-back", {
    database,
    clientAddress: request.headers.get(ADDRESS) ?? "unknown",
  });
  return { status: response.init?.status ?? 200, result: response.data as FormResult };
}

describeEachDatabase("form submissions on $name", (testDb) => {
  const database = suiteDatabase(testDb);
  const mail = useMail("off");

  it("stores every valid form before answering with its reference, exactly as checked", async () => {
    for (const kind of formKinds) {
      const { status, result } = await submit(database(), kind, post({ ...validForms[kind], [HONEYPOT_FIELD]: "" }));
      expect(status, kind).toBe(200);
      expect(result.status, kind).toBe("sent");
      if (result.status !== "sent") continue;
      expect(result.reference).toMatch(new RegExp(`^${formDefinitions[kind].referencePrefix}-[2-9A-HJ-NP-Z]{6}$`));
      const stored = await findSubmission(database(), result.reference);
      const expected = validateForm(kind, validForms[kind]);
      expect(stored).toMatchObject({ kind, formArea: "contact/call-me-back", payload: expected.ok && expected.data });
    }
  });

  it("answers a mistake with the messages and every value as typed, and stores nothing", async () => {
    const before = await countSubmissions(database());
    const typed = { ...validForms.claim_notification, email: "thabo@", lossDate: "2099-01-01" };
    const { status, result } = await submit(database(), "claim_notification", post({ ...typed, [HONEYPOT_FIELD]: "" }));
    expect(status).toBe(200);
    expect(result).toEqual({
      status: "invalid",
      kind: "claim_notification",
      values: typed,
      errors: {
        email: "Enter an e-mail address such as name@example.co.za",
        lossDate: "The date cannot be in the future",
      },
    });
    expect(await countSubmissions(database())).toBe(before);
  });

  it("refuses a filled-in honeypot (or a form without one) and stores nothing", async () => {
    const before = await countSubmissions(database());
    for (const fields of [{ ...validForms.call_back, [HONEYPOT_FIELD]: "http://spam.example" }, validForms.call_back]) {
      const { status, result } = await submit(database(), "call_back", post(fields));
      expect(status).toBe(400);
      expect(result).toMatchObject({ status: "refused", values: validForms.call_back });
    }
    expect(await countSubmissions(database())).toBe(before);
  });

  it("limits each address to five of a form in ten minutes, counted in the database", async () => {
    const fields = { ...validForms.call_back, [HONEYPOT_FIELD]: "" };
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await submit(database(), "call_back", post(fields, { address: "198.51.100.7" }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await submit(database(), "call_back", post(fields, { address: "198.51.100.7" }));
    expect(limited.result).toMatchObject({ status: "limited", values: validForms.call_back });
    // Another form, or another address, is not held up.
    const other = { ...validForms.complaint, [HONEYPOT_FIELD]: "" };
    expect((await submit(database(), "complaint", post(other, { address: "198.51.100.7" }))).status).toBe(200);
    expect((await submit(database(), "call_back", post(fields, { address: "198.51.100.8" }))).status).toBe(200);
    // The window passes.
    const limit = { max: 2, windowMs: 60_000 };
    expect(await takeAllowance(database(), "k", limit, 1_000)).toBe(true);
    expect(await takeAllowance(database(), "k", limit, 2_000)).toBe(true);
    expect(await takeAllowance(database(), "k", limit, 3_000)).toBe(false);
    expect(await takeAllowance(database(), "k", limit, 62_000)).toBe(true);
  });

  it("echoes a mistaken value no longer than its field holds, keeping whatever fits", async () => {
    const typed = { ...validForms.call_back, name: "x".repeat(60_000), note: `  ${"y".repeat(498)}\r\nz  ` };
    const { result } = await submit(database(), "call_back", post({ ...typed, [HONEYPOT_FIELD]: "" }));
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.errors.name).toBe("Keep this to 100 characters or fewer");
    expect(result.values.name).toBe("x".repeat(100));
    // The note (500 characters at most) is within its limit once its line break and spaces are tidied.
    expect(result.values.note).toBe(`${"y".repeat(498)}\nz`);
    expect(result.values.phone).toBe(validForms.call_back.phone);
  });

  it("counts every post against the address, mistaken, refused and unreadable alike, leaving room for mistakes", async () => {
    const address = "203.0.113.50";
    const valid = { ...validForms.call_back, [HONEYPOT_FIELD]: "" };
    // A person with a few mistakes gets through.
    for (let i = 0; i < 4; i++) {
      const mistaken = await submit(database(), "call_back", post({ ...valid, phone: "12" }, { address }));
      expect(mistaken.result.status).toBe("invalid");
    }
    expect((await submit(database(), "call_back", post(valid, { address }))).status).toBe(200);
    // A script does not: robots' posts and unreadable ones count too (five attempts so far, fifteen more).
    for (let i = 0; i < 5; i++) {
      const unreadable = new Request("http://localhost/contact/call-me-back", {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json", [ADDRESS]: address },
      });
      await expect(submit(database(), "call_back", unreadable)).rejects.toMatchObject({ init: { status: 400 } });
    }
    for (let i = 0; i < FORM_ATTEMPT_LIMIT.max - 10; i++) {
      const robot = await submit(database(), "complaint", post({ ...valid, [HONEYPOT_FIELD]: "x" }, { address }));
      expect(robot.status).toBe(400);
    }
    const held = await submit(database(), "call_back", post(valid, { address }));
    expect(held.status).toBe(429);
    expect(held.result).toMatchObject({ status: "limited", values: validForms.call_back });
  });

  it("puts the staff e-mail in the outbox with the submission when e-mail is configured", async () => {
    const fields = { ...validForms.complaint, [HONEYPOT_FIELD]: "" };
    mail.on();
    const { result } = await submit(database(), "complaint", post(fields));
    mail.off();
    const reference = result.status === "sent" ? result.reference : "";
    const outbox = database().db.selectFrom("outbox").selectAll();
    const rows: Record<string, unknown>[] = await outbox.where("reference", "=", reference).orderBy("id").execute();
    // The team's e-mail, and the visitor's acknowledgement with the reference and what happens next (issue 36).
    expect(rows).toHaveLength(2);
    expect(rows[0]!).toMatchObject({ recipient: formDefinitions.complaint.notify, subject: `Complaint ${reference}` });
    expect(rows[0]!.body).toContain("What is your complaint about?: Service or communication");
    expect(rows[0]!.body).toContain(`/staff/submissions/${reference}`);
    expect(rows[1]!).toMatchObject({
      kind: "submission-acknowledgement",
      recipient: validForms.complaint.email,
      subject: `We have your complaint: ${reference}`,
    });
    expect(rows[1]!.body).toContain(formDefinitions.complaint.done.next);
    const unnotified = await submit(database(), "complaint", post(fields));
    const none = unnotified.result.status === "sent" ? unnotified.result.reference : "";
    expect(await outbox.where("reference", "=", none).execute()).toEqual([]);
  });

  it("survives hostile and random input to every form: never an error, never an invalid row", async () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "grapheme", maxLength: 40 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(
        "\u0000",
        "'; drop table submissions; --",
        "<script>alert(1)</script>",
        "\ud800",
        "x".repeat(5000),
        "  ",
        "on",
        "2026-02-29",
        "+27 82 555 0123",
        "a@b.co",
        "__proto__",
      ),
    );
    let sentCount = 0;
    for (const kind of formKinds) {
      const names = [...formDefinitions[kind].fields.map((f) => f.name), HONEYPOT_FIELD, "__proto__", "constructor"];
      // Each field: mostly a valid value, else a hostile one, now and then missing; the honeypot mostly empty.
      const fields = fc.record(
        Object.fromEntries(
          names.map((name) => {
            const valid = fc.constant(
              name === HONEYPOT_FIELD ? "" : ((validForms[kind] as Record<string, string>)[name] ?? ""),
            );
            return [
              name,
              fc.option(fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: hostile, weight: 1 }), {
                nil: undefined,
                freq: 12,
              }),
            ];
          }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(fields, fc.boolean(), async (raw, multipart) => {
          const sent = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as Record<
            string,
            string
          >;
          // A NUL byte is refused unread, a 400 thrown (decision 0049: the server's front door, and the form
          // readers behind it); nothing else may throw.
          const { status, result } = await submit(database(), kind, post(sent, { multipart })).catch((thrown) => {
            if ((thrown as { init?: { status?: number } }).init?.status !== 400) throw thrown;
            return { status: 400, result: { status: "refused" } as FormResult };
          });
          expect([200, 400]).toContain(status);
          if (result.status !== "sent") return;
          sentCount++;
          const stored = await findSubmission(database(), result.reference);
          // What was stored passes the form's rules again, text for text.
          const asText = Object.fromEntries(
            Object.entries(stored!.payload).map(([k, v]) => [k, v === true ? "on" : v === false ? "" : v]),
          );
          expect(validateForm(kind, asText)).toEqual({ ok: true, data: stored!.payload });
        }),
        { numRuns: 60 },
      );
    }
    // Some random submissions were valid, so storing was exercised too.
    expect(sentCount).toBeGreaterThan(0);
    // And nothing stored anywhere breaks the rules.
    for (const row of await listSubmissions(database())) {
      const asText = Object.fromEntries(
        Object.entries(row.payload).map(([k, v]) => [k, v === true ? "on" : v === false ? "" : v]),
      );
      expect(validateForm(row.kind as FormKind, asText).ok, row.reference).toBe(true);
    }
  }, 120_000);
});
