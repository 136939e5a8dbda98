import { describe, expect, it } from "vitest";

import { findQuoteRequest, listQuoteRequests, newReference, storeQuoteRequest } from "./quote-requests.server.ts";
import { suiteDatabase, testDatabases } from "#tests/fixtures/databases.ts";

describe("quote references", () => {
  it("carry the programme and six characters that cannot be misread", () => {
    for (let i = 0; i < 200; i++) expect(newReference("icebolethugroup")).toMatch(/^Q-ICE-[2-9A-HJ-NP-Z]{6}$/);
    expect(newReference("city-of-joburg")).toMatch(/^Q-CIT-/);
  });
});

describe.each(testDatabases())("quote requests on $name", (testDb) => {
  const database = suiteDatabase(testDb);

  const request = {
    programme: "NMI",
    context: "mining",
    userId: "user-1",
    tier: "Flat 500K",
    schedule: [{ classId: "haul", description: "Haul trucks", quantity: 12, value: 12_500_000 }],
    quote: { total: 2_927_822_000 },
    premiumCents: 2_927_822_000,
  };

  it("stores a request with a reference and reads it back exactly", async () => {
    const stored = await storeQuoteRequest(database(), request);
    expect(stored.reference).toMatch(/^Q-NMI-/);
    const found = await findQuoteRequest(database(), stored.reference);
    expect(found).toMatchObject({ ...request, reference: stored.reference });
    expect(found!.createdAt).toBeInstanceOf(Date);
  });

  it("lists a user's latest requests on a programme, newest first, and nobody else's", async () => {
    const a = await storeQuoteRequest(database(), { ...request, userId: "user-2" });
    const b = await storeQuoteRequest(database(), { ...request, userId: "user-2", tier: "Flat 1M" });
    await storeQuoteRequest(database(), { ...request, userId: "user-3" });
    const list = await listQuoteRequests(database(), "NMI", "user-2");
    expect(list.map((r) => r.reference)).toEqual([b.reference, a.reference]);
    expect(await listQuoteRequests(database(), "Pepkor", "user-2")).toEqual([]);
  });
});
