import { describe, expect, it } from "vitest";

import {
  currentState,
  nextSteps,
  QUOTE_STATES,
  transition,
  type QuoteAction,
  type QuoteParty,
  type QuoteState,
} from "./workflow.ts";

const TODAY = "2026-11-23";
const ACTIONS: Record<QuoteAction["kind"], QuoteAction> = {
  "take-up": { kind: "take-up" },
  quote: {
    kind: "quote",
    premiumCents: 123_456_00,
    conditions: "Tracking devices on all heavy vehicles.",
    validUntil: "2026-12-23",
  },
  decline: { kind: "decline", reason: "Outside our appetite for hazardous cargo." },
  accept: { kind: "accept" },
  "not-taken-up": { kind: "not-taken-up" },
  bind: { kind: "bind", policyNumber: "KRG-MAS-0001-2027" },
};

/** Every allowed step: [from, action, by, to]. Everything else is refused. */
const ALLOWED: [QuoteState, QuoteAction["kind"], QuoteParty, QuoteState][] = [
  ["requested", "take-up", "underwriter", "in-review"],
  ["requested", "decline", "underwriter", "declined"],
  ["in-review", "quote", "underwriter", "quoted"],
  ["in-review", "decline", "underwriter", "declined"],
  ["quoted", "accept", "client", "accepted"],
  ["quoted", "not-taken-up", "client", "not-taken-up"],
  ["accepted", "bind", "underwriter", "bound"],
];

describe("the quotation workflow", () => {
  it("allows exactly its steps, by the right party, from every state", () => {
    for (const state of QUOTE_STATES) {
      for (const action of Object.values(ACTIONS)) {
        for (const party of ["underwriter", "client"] as const) {
          const allowed = ALLOWED.find(([from, kind, by]) => from === state && kind === action.kind && by === party);
          const result = transition({ state, validUntil: "2026-12-31" }, action, party, TODAY);
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
      message: "This quotation expired after 2026-11-23. Ask for a new one.",
    });
    expect(nextSteps(quoted, "client", "2026-11-24")).toEqual([]);
  });

  it("refuses a quotation without a premium or a future validity, a decline without a reason, a bind without a policy number", () => {
    const inReview = { state: "in-review" as const };
    for (const bad of [
      { ...ACTIONS.quote, premiumCents: 0 },
      { ...ACTIONS.quote, premiumCents: 1.5 },
      { ...ACTIONS.quote, validUntil: "2026-11-22" },
      { ...ACTIONS.quote, validUntil: "next month" },
      { kind: "decline", reason: "   " },
    ] as QuoteAction[]) {
      expect(transition(inReview, bad, "underwriter", TODAY).ok, JSON.stringify(bad)).toBe(false);
    }
    expect(transition({ state: "accepted" }, { kind: "bind", policyNumber: " " }, "underwriter", TODAY).ok).toBe(false);
  });

  it("offers each party its next steps", () => {
    expect(nextSteps({ state: "requested" }, "underwriter", TODAY)).toEqual(["take-up", "decline"]);
    expect(nextSteps({ state: "quoted", validUntil: "2026-12-01" }, "client", TODAY)).toEqual([
      "accept",
      "not-taken-up",
    ]);
    expect(nextSteps({ state: "bound" }, "underwriter", TODAY)).toEqual([]);
  });
});
