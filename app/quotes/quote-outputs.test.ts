import { describe, expect, it } from "vitest";

import {
  clientPage,
  clientRecipients,
  confirmationPdf,
  documentEntries,
  OUTPUT_STATES,
  outputState,
  quotationPdf,
  staffPage,
  STATE_EMAILS,
  tracksConditions,
  type OutputState,
  type QuoteFacts,
  type TeamMember,
} from "./quote-outputs.ts";

/**
 * Every state through every output (issue 35, item 1): the client's page, the desk, the quotation PDF (the
 * version in force and a superseded one), the confirmation of cover, the documents list and the e-mails with their
 * recipients. One row a state; a new state or output without its row fails the compiler or the walk.
 */

const PHONE = "+27 11 000 0000";
const TODAY = "2026-12-06";
const quoted = { quotationVersion: 1, validUntil: "2027-01-16" };

const FACTS: Record<OutputState, QuoteFacts> = {
  requested: facts({ state: "requested" }),
  "in-review": facts({ state: "in-review", ownerName: "Sipho Underwriter" }),
  "info-needed": facts({ state: "info-needed" }),
  quoted: facts({ state: "quoted", ...quoted }),
  revised: facts({ state: "quoted", quotationVersion: 2, validUntil: "2027-01-16" }),
  accepted: facts({ state: "accepted", ...quoted, since: "2026-12-04", acceptedTier: "Flat 1M" }),
  bound: facts({
    state: "bound",
    ...quoted,
    since: "2026-12-05",
    acceptedTier: "Flat 1M",
    policyNumber: "KRG-PEP-0042",
    cover: { from: "2026-12-07", to: "2027-12-06" },
  }),
  declined: facts({ state: "declined", since: "2026-12-03" }),
  withdrawn: facts({ state: "withdrawn", ...quoted, since: TODAY }),
  "not-taken-up": facts({ state: "not-taken-up", ...quoted, since: "2026-12-02" }),
  expired: facts({ state: "expired", quotationVersion: 1, validUntil: "2026-12-01" }),
};

function facts(partial: Partial<QuoteFacts> & Pick<QuoteFacts, "state">): QuoteFacts {
  return {
    quotationVersion: null,
    validUntil: null,
    since: null,
    acceptedTier: null,
    policyNumber: null,
    cover: null,
    ownerName: null,
    ...partial,
  };
}

interface Expected {
  badge: string;
  /** The validity line on both pages (null: none, so no "Valid until"). */
  validity: string | null;
  /** Whether the client's page promises to name the underwriter (open requests only). */
  promisesOwner: boolean;
  lead: RegExp | null;
  offersAnswer: boolean;
  staffNext: RegExp | null;
  queueNote: string | null;
  /** The quotation PDF: absent (null), a live offer ("offer") or what its first page says. */
  pdf: null | "offer" | { standing: string; fact: string };
  confirmation: boolean;
  /** Whether the conditions are listed one by one, tracked on the desk and shown to the client (issue 35, item 4). */
  tracksConditions: boolean;
  /** The documents list: each document's kind and standing. */
  documents: [string, string][];
  /** Each e-mail the step into the state sends, by kind, with its audiences. */
  emails: [string, string[]][];
}

const TEAM = ["requester", "approvers", "client-admins"];

const TABLE: Record<OutputState, Expected> = {
  requested: {
    badge: "Requested",
    validity: null,
    promisesOwner: true,
    lead: /within two business days/,
    offersAnswer: false,
    staffNext: /Take it up/,
    queueNote: null,
    pdf: null,
    confirmation: false,
    tracksConditions: false,
    documents: [],
    emails: [
      ["quote-request", ["underwriting"]],
      ["quote-request-acknowledged", ["requester"]],
    ],
  },
  "in-review": {
    badge: "Being prepared",
    validity: null,
    promisesOwner: false,
    lead: /preparing the quotation/,
    offersAnswer: false,
    staffNext: /Send the quotation/,
    queueNote: null,
    pdf: null,
    confirmation: false,
    tracksConditions: false,
    documents: [],
    emails: [],
  },
  "info-needed": {
    badge: "Information needed",
    validity: null,
    promisesOwner: true,
    lead: /more information/,
    offersAnswer: false,
    staffNext: /client's answer/,
    queueNote: null,
    pdf: null,
    confirmation: false,
    tracksConditions: false,
    documents: [],
    emails: [["quote-info-needed", ["requester"]]],
  },
  quoted: {
    badge: "Quoted",
    validity: "Valid until 16 January 2027.",
    promisesOwner: true,
    lead: /approver of your team accepts/,
    offersAnswer: true,
    staffNext: /revise or withdraw/,
    queueNote: "until 16 January 2027",
    pdf: "offer",
    confirmation: false,
    tracksConditions: true,
    documents: [["Quotation", "Valid until 16 January 2027"]],
    emails: [["quote-sent", TEAM]],
  },
  revised: {
    badge: "Revised",
    validity: "Valid until 16 January 2027.",
    promisesOwner: true,
    lead: /replaces the one sent before/,
    offersAnswer: true,
    staffNext: /revise or withdraw/,
    queueNote: "until 16 January 2027",
    pdf: "offer",
    confirmation: false,
    tracksConditions: true,
    documents: [["Quotation", "Valid until 16 January 2027"]],
    emails: [["quote-revised", TEAM]],
  },
  accepted: {
    badge: "Accepted",
    validity: "Accepted on 4 December 2026, option Flat 1M: waiting to be bound.",
    promisesOwner: true,
    lead: /bind the cover/,
    offersAnswer: false,
    staffNext: /Bind it/,
    queueNote: null,
    pdf: {
      standing:
        "Accepted on 4 December 2026, option Flat 1M: cover starts only once it is bound and confirmed with a policy number.",
      fact: "Accepted on 4 December 2026",
    },
    confirmation: false,
    tracksConditions: true,
    documents: [["Quotation", "Accepted on 4 December 2026, waiting to be bound"]],
    emails: [
      ["quote-accepted", ["underwriting"]],
      ["quote-accepted-team", TEAM],
    ],
  },
  bound: {
    badge: "Bound",
    validity: null,
    promisesOwner: false,
    lead: /bound under policy number KRG-PEP-0042, from 7 December 2026 to 6 December 2027/,
    offersAnswer: false,
    staffNext: null,
    queueNote: null,
    pdf: {
      standing:
        "Accepted (option Flat 1M) and bound under policy KRG-PEP-0042 from 7 December 2026: the confirmation of cover is the document in force.",
      fact: "Bound, policy KRG-PEP-0042",
    },
    confirmation: true,
    tracksConditions: true,
    documents: [
      ["Quotation", "Accepted and bound, policy KRG-PEP-0042"],
      ["Confirmation of cover", "Cover from 7 December 2026"],
    ],
    emails: [["quote-bound", ["accepting-approver", "requester", "client-admins"]]],
  },
  declined: {
    badge: "Declined",
    validity: null,
    promisesOwner: false,
    lead: /declined this request on 3 December 2026/,
    offersAnswer: false,
    staffNext: null,
    queueNote: null,
    pdf: null,
    confirmation: false,
    tracksConditions: false,
    documents: [],
    emails: [["quote-declined", ["requester", "client-admins"]]],
  },
  withdrawn: {
    badge: "Withdrawn",
    validity: "Withdrawn on 6 December 2026: it can no longer be accepted.",
    promisesOwner: false,
    lead: /withdrew this quotation on 6 December 2026: it can no longer be accepted/,
    offersAnswer: false,
    staffNext: null,
    queueNote: null,
    pdf: {
      standing: "Withdrawn on 6 December 2026: this quotation can no longer be accepted.",
      fact: "Withdrawn on 6 December 2026",
    },
    confirmation: false,
    tracksConditions: false,
    documents: [["Quotation", "Withdrawn on 6 December 2026"]],
    emails: [["quote-withdrawn", TEAM]],
  },
  "not-taken-up": {
    badge: "Not taken up",
    validity: "Not taken up on 2 December 2026: it can no longer be accepted.",
    promisesOwner: false,
    lead: /will not take this quotation up/,
    offersAnswer: false,
    staffNext: null,
    queueNote: null,
    pdf: {
      standing: "Not taken up on 2 December 2026: this quotation can no longer be accepted.",
      fact: "Not taken up on 2 December 2026",
    },
    confirmation: false,
    tracksConditions: false,
    documents: [["Quotation", "Not taken up on 2 December 2026"]],
    emails: [["quote-not-taken-up", ["underwriting"]]],
  },
  expired: {
    badge: "Expired",
    validity: "Expired: it could be accepted until the end of 1 December 2026.",
    promisesOwner: false,
    lead: /has expired/,
    offersAnswer: false,
    staffNext: /revise it with a new validity/,
    queueNote: null,
    pdf: {
      standing: "Expired after 1 December 2026, its last day of validity: this quotation can no longer be accepted.",
      fact: "Expired after 1 December 2026",
    },
    confirmation: false,
    tracksConditions: false,
    documents: [["Quotation", "Expired after 1 December 2026"]],
    emails: [],
  },
};

const ACCEPT_AT = "https://kopano.example/Pepkor/requests/Q-PEP-7K3M9X";

/** What the quotation PDF of a state is to say, from the table's short form. */
function pdfWanted(pdf: Expected["pdf"]) {
  if (pdf === null) return { available: false, standing: null, acceptance: null, fact: null };
  if (pdf === "offer") {
    return {
      available: true,
      standing: null,
      acceptance: `This quotation may be accepted until the end of 16 January 2027; after that it lapses. An approver of your team signs in, opens ${ACCEPT_AT}, chooses the option you want and presses Accept, then confirms with the declaration.`,
      fact: { label: "Valid until", value: "16 January 2027" },
    };
  }
  return { available: true, standing: pdf.standing, acceptance: null, fact: { label: "Standing", value: pdf.fact } };
}

describe("one state, every output", () => {
  it.each(OUTPUT_STATES)("%s", (state) => {
    const f = FACTS[state];
    const want = TABLE[state];
    expect(outputState(f)).toBe(state);

    const client = clientPage(f, PHONE);
    expect(client.badge.label).toBe(want.badge);
    expect(client.validity).toBe(want.validity);
    expect(client.ownerLine.includes("will be named here")).toBe(want.promisesOwner);
    expect(client.lead ?? "").toMatch(want.lead ?? /^$/);
    expect(client.offersAnswer).toBe(want.offersAnswer);

    const staff = staffPage(f);
    expect(staff.badge.label).toBe(want.badge);
    expect(staff.validity).toBe(want.validity);
    expect(staff.queueNote).toBe(want.queueNote);
    expect(staff.next ?? "").toMatch(want.staffNext ?? /^$/);
    // "Valid until" is said only while the quotation may be accepted.
    const said = [client.validity, staff.validity, client.lead, staff.queueNote].join(" ");
    expect(want.offersAnswer || !/valid until|^until/i.test(said)).toBe(true);

    const pdf = quotationPdf(f, { acceptAt: ACCEPT_AT, severalOptions: true });
    expect({
      available: pdf.available,
      standing: pdf.standing,
      acceptance: pdf.acceptance?.text ?? null,
      fact: pdf.validityFact,
    }).toEqual(pdfWanted(want.pdf));

    expect(confirmationPdf(f).available).toBe(want.confirmation);
    expect(tracksConditions(f), `${state}: conditions tracked`).toBe(want.tracksConditions);
    expect(documentEntries(f, "Q-PEP-7K3M9X", TODAY).map((d) => [d.kind, d.standing])).toEqual(want.documents);

    expect(STATE_EMAILS[state].map((e) => [e.kind, [...e.to]])).toEqual(want.emails);
  });
});

describe("a superseded version's PDF", () => {
  it("is never a live offer, whatever the request's state", () => {
    for (const state of OUTPUT_STATES) {
      const f = { ...FACTS[state], quotationVersion: 3 };
      expect(quotationPdf(f, { acceptAt: ACCEPT_AT, severalOptions: false, version: 2 })).toEqual({
        available: true,
        standing: "Superseded by version 3: this quotation can no longer be accepted.",
        acceptance: null,
        validityFact: { label: "Standing", value: "Superseded by version 3" },
      });
    }
  });
});

describe("who is told", () => {
  const team: TeamMember[] = [
    {
      userId: "u1",
      email: "naledi@pepkor.example",
      name: "Naledi Requester",
      approver: false,
      clientAdmin: false,
      disabled: false,
    },
    {
      userId: "u2",
      email: "thabo@pepkor.example",
      name: "Thabo Approver",
      approver: true,
      clientAdmin: false,
      disabled: false,
    },
    {
      userId: "u3",
      email: "anna@pepkor.example",
      name: "Anna Approver",
      approver: true,
      clientAdmin: false,
      disabled: false,
    },
    {
      userId: "u4",
      email: "lerato@pepkor.example",
      name: "Lerato Admin",
      approver: false,
      clientAdmin: true,
      disabled: false,
    },
    {
      userId: "u5",
      email: "viewer@pepkor.example",
      name: "Vusi Viewer",
      approver: false,
      clientAdmin: false,
      disabled: false,
    },
    {
      userId: "u6",
      email: "gone@pepkor.example",
      name: "Gone Approver",
      approver: true,
      clientAdmin: true,
      disabled: true,
    },
  ];
  const to = (state: OutputState, acceptedByEmail?: string) =>
    clientRecipients(
      STATE_EMAILS[state].flatMap((e) => e.to),
      team,
      { requesterId: "u1", acceptedByEmail },
    ).map((r) => `${r.email} as ${r.as.join("+")}`);

  it("a quotation sent or revised: the member who asked, every approver and the client administrators", () => {
    for (const state of ["quoted", "revised", "withdrawn"] as const) {
      expect(to(state)).toEqual([
        "naledi@pepkor.example as requester",
        "thabo@pepkor.example as approvers",
        "anna@pepkor.example as approvers",
        "lerato@pepkor.example as client-admins",
      ]);
    }
  });

  it("accepted: the same, and underwriting", () => {
    expect(to("accepted")).toEqual(to("quoted"));
    expect(STATE_EMAILS.accepted.some((e) => e.to.includes("underwriting"))).toBe(true);
  });

  it("bound: the approver who accepted, the member who asked and the client administrators, each once", () => {
    expect(to("bound", "Anna@Pepkor.example")).toEqual([
      "anna@pepkor.example as accepting-approver",
      "naledi@pepkor.example as requester",
      "lerato@pepkor.example as client-admins",
    ]);
    // A member in several roles hears once, in the words of the first.
    const both = team.map((m) => (m.userId === "u1" ? { ...m, approver: true } : m));
    const once = clientRecipients(STATE_EMAILS.quoted[0]!.to, both, { requesterId: "u1" });
    expect(once.filter((r) => r.email === "naledi@pepkor.example")).toEqual([
      { email: "naledi@pepkor.example", name: "Naledi Requester", as: ["requester", "approvers"] },
    ]);
  });

  it("nobody disabled, and no viewer who holds no role", () => {
    for (const state of OUTPUT_STATES) {
      const told = to(state, "gone@pepkor.example").join(" ");
      expect(told).not.toContain("gone@");
      expect(told).not.toContain("viewer@");
    }
  });
});
