import { describe, expect, it } from "vitest";

import {
  earliestInception,
  currentState,
  lastValidDay,
  nextSteps,
  periodOfCover,
  QUOTE_STATES,
  transition,
  type QuoteAction,
  type QuoteParty,
  type QuoteState,
} from "./workflow.ts";

const TODAY = "2026-11-23";
const ACTIONS: Record<QuoteAction["kind"], QuoteAction> = {
  "take-up": { kind: "take-up" },
  ask: { kind: "ask", question: "How many of the trucks carry fire suppression?" },
  answer: { kind: "answer", answer: "All twelve, serviced in October." },
  quote: {
    kind: "quote",
    options: [{ tier: "Flat 500K", premiumCents: 123_456_00 }],
    conditions: "Tracking devices on all heavy vehicles.",
    validUntil: "2026-12-23",
  },
  revise: {
    kind: "revise",
    options: [
      { tier: "Flat 500K", premiumCents: 119_000_00 },
      { tier: "Flat 1M", premiumCents: 99_000_00 },
    ],
    conditions: "",
    validUntil: "2026-12-31",
  },
  withdraw: { kind: "withdraw", reason: "The fleet list sent was incomplete." },
  decline: { kind: "decline", reason: "Outside our appetite for hazardous cargo." },
  accept: { kind: "accept", tier: "Flat 500K" },
  "not-taken-up": { kind: "not-taken-up" },
  cancel: { kind: "cancel", reason: "Asked for the wrong tier." },
  bind: { kind: "bind", policyNumber: "KRG-MAS-0001-2027", inceptionDate: "2026-12-01" },
};

/** Every allowed step: [from, action, by, to]. Everything else is refused. */
const ALLOWED: [QuoteState, QuoteAction["kind"], QuoteParty, QuoteState][] = [
  ["requested", "take-up", "underwriter", "in-review"],
  ["requested", "decline", "underwriter", "declined"],
  ["in-review", "ask", "underwriter", "info-needed"],
  ["info-needed", "answer", "client", "in-review"],
  ["info-needed", "decline", "underwriter", "declined"],
  ["in-review", "quote", "underwriter", "quoted"],
  ["in-review", "decline", "underwriter", "declined"],
  ["quoted", "revise", "underwriter", "quoted"],
  ["expired", "revise", "underwriter", "quoted"],
  ["quoted", "withdraw", "underwriter", "withdrawn"],
  ["expired", "withdraw", "underwriter", "withdrawn"],
  ["quoted", "accept", "client", "accepted"],
  ["quoted", "not-taken-up", "client", "not-taken-up"],
  ["accepted", "bind", "underwriter", "bound"],
  ["requested", "cancel", "client", "withdrawn"],
];

describe("the quotation workflow", () => {
  it("allows exactly its steps, by the right party, from every state", () => {
    for (const state of QUOTE_STATES) {
      for (const action of Object.values(ACTIONS)) {
        for (const party of ["underwriter", "client"] as const) {
          const allowed = ALLOWED.find(([from, kind, by]) => from === state && kind === action.kind && by === party);
          // "expired" as stored is a quotation whose validity has passed.
          const validUntil = state === "expired" ? "2026-11-01" : "2026-12-31";
          const result = transition({ state, validUntil }, action, party, TODAY);
          const label = `${state} --${action.kind} by ${party}`;
          expect(result.ok, label).toBe(Boolean(allowed));
          expect(result.ok ? result.to : result.message.length > 0, label).toBe(allowed ? allowed[3] : true);
        }
      }
    }
  });

  it("expires a quotation after its last day of validity, and refuses to accept it then", () => {
    const quoted = { state: "quoted" as const, validUntil: "2026-11-23" };
    expect(currentState(quoted, "2026-11-23")).toBe("quoted");
    expect(currentState(quoted, "2026-11-24")).toBe("expired");
    expect(transition(quoted, ACTIONS.accept, "client", "2026-11-23")).toEqual({ ok: true, to: "accepted" });
    expect(transition(quoted, ACTIONS.accept, "client", "2026-11-24")).toEqual({
      ok: false,
      message: "This quotation expired after 23 November 2026. Ask for a new one.",
    });
    expect(nextSteps(quoted, "client", "2026-11-24")).toEqual([]);
  });

  it("refuses a quotation without a premium or a future validity, a decline without a reason, a bind without a policy number", () => {
    const inReview = { state: "in-review" as const };
    for (const bad of [
      { ...ACTIONS.quote, options: [{ tier: "Flat 500K", premiumCents: 0 }] },
      { ...ACTIONS.quote, options: [{ tier: "Flat 500K", premiumCents: 1.5 }] },
      { ...ACTIONS.quote, options: [] },
      { ...ACTIONS.quote, validUntil: "2026-11-22" },
      { ...ACTIONS.quote, validUntil: "next month" },
      { ...ACTIONS.quote, validUntil: "2026-02-30" },
      { kind: "decline", reason: "   " },
      { kind: "ask", question: " " },
    ] as QuoteAction[]) {
      expect(transition(inReview, bad, "underwriter", TODAY).ok, JSON.stringify(bad)).toBe(false);
    }
    const accepted = { state: "accepted" as const };
    const bind = ACTIONS.bind as Extract<QuoteAction, { kind: "bind" }>;
    expect(transition(accepted, { ...bind, policyNumber: " " }, "underwriter", TODAY).ok).toBe(false);
    expect(transition({ state: "info-needed" }, { kind: "answer", answer: "" }, "client", TODAY).ok).toBe(false);
    expect(
      transition({ state: "quoted", validUntil: "2026-12-01" }, { kind: "withdraw", reason: "" }, "underwriter", TODAY)
        .ok,
    ).toBe(false);
  });

  it("keeps a quotation open for 90 days at most, or less where the programme says so", () => {
    const inReview = { state: "in-review" as const };
    const until = (validUntil: string, maxValidityDays?: number) =>
      transition(
        { ...inReview, maxValidityDays },
        { ...ACTIONS.quote, validUntil } as QuoteAction,
        "underwriter",
        TODAY,
      );
    expect(lastValidDay(TODAY)).toBe("2027-02-21");
    expect(until("2027-02-21").ok).toBe(true);
    expect(until("2027-02-22")).toEqual({
      ok: false,
      message: "Give the last day the quotation is valid: from today to 21 February 2027 at the latest.",
    });
    // The example: a quotation valid until 2030 was accepted and e-mailed.
    expect(until("2030-01-01").ok).toBe(false);
    expect(until("2026-12-23", 14).ok).toBe(false);
    expect(until("2026-12-07", 14).ok).toBe(true);
    // A programme cannot allow more than the group's 90 days.
    expect(until("2027-03-01", 120).ok).toBe(false);
  });

  it("offers only the programme's tiers, each once, and accepts only an option offered", () => {
    const inReview = { state: "in-review" as const, tiers: ["Flat 500K", "Flat 1M"] };
    const quote = ACTIONS.quote as Extract<QuoteAction, { kind: "quote" }>;
    const offer = (options: { tier: string; premiumCents: number }[]) =>
      transition(inReview, { ...quote, options }, "underwriter", TODAY);
    expect(
      offer([
        { tier: "Flat 500K", premiumCents: 1 },
        { tier: "Flat 1M", premiumCents: 1 },
      ]).ok,
    ).toBe(true);
    expect(
      offer([
        { tier: "Flat 500K", premiumCents: 1 },
        { tier: "Flat 500K", premiumCents: 2 },
      ]),
    ).toEqual({
      ok: false,
      message: "Offer each tier once.",
    });
    expect(offer([{ tier: "Flat 9M", premiumCents: 1 }])).toEqual({
      ok: false,
      message: "Flat 9M is not one of this programme's tiers.",
    });
    const quoted = { state: "quoted" as const, validUntil: "2026-12-31", offered: ["Flat 500K", "Flat 1M"] };
    expect(transition(quoted, { kind: "accept", tier: "Flat 1M" }, "client", TODAY)).toEqual({
      ok: true,
      to: "accepted",
    });
    expect(transition(quoted, { kind: "accept", tier: "Flat 250K" }, "client", TODAY)).toEqual({
      ok: false,
      message: "Choose one of the options this quotation offers.",
    });
  });

  it("binds from an inception date between today and 90 days ahead, for a year of cover", () => {
    const bind = ACTIONS.bind as Extract<QuoteAction, { kind: "bind" }>;
    const at = (inceptionDate: string) =>
      transition({ state: "accepted" }, { ...bind, inceptionDate }, "underwriter", TODAY).ok;
    expect(at(TODAY)).toBe(true);
    expect(at("2027-02-21")).toBe(true);
    expect(at("2026-11-22")).toBe(false);
    expect(at("2027-02-22")).toBe(false);
    expect(at("soon")).toBe(false);
    expect(periodOfCover("2026-12-25")).toEqual({ from: "2026-12-25", to: "2027-12-24" });
    expect(periodOfCover("2027-03-01")).toEqual({ from: "2027-03-01", to: "2028-02-29" });
    expect(periodOfCover("2028-02-29")).toEqual({ from: "2028-02-29", to: "2029-02-28" });
    expect(periodOfCover("2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-12-31" });
  });

  it("binds an overdue renewal from its renewal date at the earliest, with the reason recorded (issue 35)", () => {
    const bind = ACTIONS.bind as Extract<QuoteAction, { kind: "bind" }>;
    // The renewal fell due on 1 October; cover bound on 23 November may start then, so it has no gap.
    const renewal = { state: "accepted" as const, renewalDate: "2026-10-01" };
    const at = (inceptionDate: string, backdateReason?: string) =>
      transition(renewal, { ...bind, inceptionDate, backdateReason }, "underwriter", TODAY);
    expect(earliestInception(renewal, TODAY)).toBe("2026-10-01");
    expect(at("2026-10-01", "Held covered by the broker's letter of 28 September").ok).toBe(true);
    expect(at("2026-10-01")).toEqual({
      ok: false,
      message: "Say why cover starts before today: it is recorded with the binding.",
    });
    expect(at("2026-09-30", "any")).toEqual({
      ok: false,
      message: "Give the day cover starts: from 1 October 2026, the renewal date, to 21 February 2027.",
    });
    expect(at(TODAY).ok).toBe(true);
    // A renewal not yet due, or a request that is no renewal, starts today at the earliest.
    expect(earliestInception({ renewalDate: "2027-01-01" }, TODAY)).toBe(TODAY);
    expect(
      transition(
        { state: "accepted" },
        { ...bind, inceptionDate: "2026-10-01", backdateReason: "x" },
        "underwriter",
        TODAY,
      ),
    ).toEqual({
      ok: false,
      message: "Give the day cover starts: from today to 21 February 2027.",
    });
  });

  it("offers each party its next steps", () => {
    expect(nextSteps({ state: "requested" }, "underwriter", TODAY)).toEqual(["take-up", "decline"]);
    expect(nextSteps({ state: "quoted", validUntil: "2026-12-01" }, "client", TODAY)).toEqual([
      "accept",
      "not-taken-up",
    ]);
    expect(nextSteps({ state: "bound" }, "underwriter", TODAY)).toEqual([]);
    expect(nextSteps({ state: "quoted", validUntil: "2026-12-01" }, "underwriter", TODAY)).toEqual([
      "revise",
      "withdraw",
    ]);
    expect(nextSteps({ state: "info-needed" }, "client", TODAY)).toEqual(["answer"]);
  });
});
