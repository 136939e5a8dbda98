import { expect, it } from "vitest";

import { listAudit } from "#app/audit/audit-log.server.ts";
import { findQuoteRequest, storeQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { addQuoteNote, quotationVersions, quoteTimeline } from "#app/quotes/quote-versions.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { suiteDatabase, describeEachDatabase } from "#tests/fixtures/databases.ts";
import { useMail } from "#tests/fixtures/mail.ts";
import { CLIENT, NMI_REQUEST, NOW, UW1 } from "#tests/fixtures/quotes.ts";

describeEachDatabase("quotation versions and notes on $name", (testDb) => {
  const suite = suiteDatabase(testDb);
  useMail();

  it("asks the client for information, offers options, revises and keeps every version, notes only for the desk", async () => {
    const { reference } = await storeQuoteRequest(suite(), NMI_REQUEST, { actor: CLIENT });
    let version = 1;
    const step = async (action: Parameters<typeof takeQuoteStep>[1]["action"], party: "underwriter" | "client") => {
      const result = await takeQuoteStep(suite(), {
        reference,
        action,
        party,
        actor: party === "client" ? CLIENT : UW1,
        version,
        now: NOW,
      });
      if (result.ok) version = result.request.version;
      return result;
    };
    await step({ kind: "take-up" }, "underwriter");
    expect(await step({ kind: "ask", question: "Is fire suppression fitted?" }, "underwriter")).toMatchObject({
      ok: true,
      request: { state: "info-needed" },
    });
    expect(await step({ kind: "answer", answer: "On all twelve trucks." }, "client")).toMatchObject({
      ok: true,
      request: { state: "in-review" },
    });
    expect(await addQuoteNote(suite(), { reference, note: "Broker says the fleet grows in March.", actor: UW1 })).toBe(
      true,
    );
    const terms = { conditions: "Fire suppression on all haul trucks.", validUntil: "2026-12-24" };
    // An option on a tier the programme does not have is refused, and nothing is stored.
    expect(
      await step({ kind: "quote", options: [{ tier: "Flat 9M", premiumCents: 1_00 }], ...terms }, "underwriter"),
    ).toMatchObject({ ok: false, reason: "refused", message: "Flat 9M is not one of this programme's tiers." });
    // More than 90 days' validity is refused (the issue's 2030-01-01).
    expect(
      await step(
        { kind: "quote", options: [{ tier: "Flat 500K", premiumCents: 1_00 }], ...terms, validUntil: "2030-01-01" },
        "underwriter",
      ),
    ).toMatchObject({ ok: false, reason: "refused" });
    await step(
      {
        kind: "quote",
        options: [
          { tier: "Flat 500K", premiumCents: 2_750_000_00 },
          { tier: "Flat 1M", premiumCents: 2_400_000_00 },
        ],
        ...terms,
      },
      "underwriter",
    );
    const revised = await step(
      {
        kind: "revise",
        options: [
          { tier: "Flat 500K", premiumCents: 2_700_000_00 },
          { tier: "Flat 1M", premiumCents: 2_350_000_00 },
        ],
        ...terms,
        validUntil: "2026-12-31",
      },
      "underwriter",
    );
    expect(revised).toMatchObject({ ok: true, request: { state: "quoted", quotation: { version: 2 } } });
    const versions = await quotationVersions(suite(), reference);
    expect(versions.map((v) => [v.version, v.options.map((o) => o.premiumCents), v.validUntil])).toEqual([
      [2, [2_700_000_00, 2_350_000_00], "2026-12-31"],
      [1, [2_750_000_00, 2_400_000_00], "2026-12-24"],
    ]);
    expect(await step({ kind: "accept", tier: "Flat 250K" }, "client")).toMatchObject({ ok: false, reason: "refused" });
    expect(await step({ kind: "accept", tier: "Flat 1M" }, "client")).toMatchObject({
      ok: true,
      request: { state: "accepted", acceptedTier: "Flat 1M" },
    });
    const found = (await findQuoteRequest(suite(), reference))!;
    const forClient = await quoteTimeline(suite(), found, NOW);
    const forDesk = await quoteTimeline(suite(), found, NOW, { internal: true });
    expect(forClient.map((e) => e.action)).toEqual([
      "request",
      "take-up",
      "ask",
      "answer",
      "quote",
      "revise",
      "accept",
    ]);
    expect(forDesk.map((e) => e.action)).toEqual([
      "request",
      "take-up",
      "ask",
      "answer",
      "note",
      "quote",
      "revise",
      "accept",
    ]);
    expect(forDesk.find((e) => e.action === "ask")!.note).toBe("Is fire suppression fitted?");
    const audit = (await listAudit(suite())).filter((a) => a.target === reference).map((a) => a.action);
    expect(audit).toEqual(
      expect.arrayContaining(["quote-info-requested", "quote-info-answered", "quote-note-added", "quote-revised"]),
    );
  });
});
