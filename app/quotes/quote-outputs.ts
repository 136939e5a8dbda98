import { formatDate } from "#app/lib/format/dates.ts";
import { STATE_INFO, type QuoteState } from "./workflow.ts";

/**
 * One state, every output (issue 35, item 1). What each thing that goes out
 * about a quotation request says is derived here, from its state and a few
 * facts, and nowhere else: the client's request page, the underwriting desk,
 * the quotation's PDF (of the version in force, or of one superseded), the
 * confirmation of cover, the programme's documents list, and which e-mail
 * each step sends to whom. An insurer's offer has legal weight: a withdrawn,
 * expired, superseded or declined quotation must never read as a live offer
 * anywhere. Pure: app/quotes/desk.server.ts gathers the facts, the pages,
 * PDFs and e-mails read from it; quote-outputs.test.ts walks every state
 * through every output.
 */

/**
 * The states people see: the workflow's, with a quotation sent again after a revision told apart ("revised":
 * the workflow keeps it as quoted, version 2 or later).
 */
export const OUTPUT_STATES = [
  "requested",
  "in-review",
  "info-needed",
  "quoted",
  "revised",
  "accepted",
  "bound",
  "declined",
  "withdrawn",
  "not-taken-up",
  "expired",
] as const;
export type OutputState = (typeof OUTPUT_STATES)[number];

/** What the outputs are worked out from: the request's state as it stands today and the facts that go with it. */
export interface QuoteFacts {
  /** The state as people should see it today (`currentState`: a quotation past its last day has expired). */
  state: QuoteState;
  /** The latest quotation's version, once one was sent. */
  quotationVersion: number | null;
  /** The latest quotation's last day of validity (South African day). */
  validUntil: string | null;
  /**
   * The South African day the request came to its present state by someone's act (withdrawn, declined, not taken
   * up, accepted, bound); null while it is open or when expiry, a matter of the calendar, ended it.
   */
  since: string | null;
  /** Withdrawn by the client before underwriting took it up (no quotation was ever sent), not by underwriting. */
  withdrawnByClient?: boolean;
  acceptedTier: string | null;
  policyNumber: string | null;
  cover: { from: string; to: string } | null;
  /** The underwriter who owns the request, by name. */
  ownerName: string | null;
}

export function outputState(facts: Pick<QuoteFacts, "state" | "quotationVersion">): OutputState {
  return facts.state === "quoted" && (facts.quotationVersion ?? 1) > 1 ? "revised" : facts.state;
}

const on = (day: string | null) => (day ? ` on ${formatDate(day)}` : "");

/** States in which the request still waits for someone to act. */
const OPEN: readonly OutputState[] = ["requested", "in-review", "info-needed", "quoted", "revised", "accepted"];

export type Tone = (typeof STATE_INFO)[QuoteState]["tone"];

/** The state's badge: "Revised" for a quotation sent again, else the workflow's label. */
export function stateBadge(facts: Pick<QuoteFacts, "state" | "quotationVersion">): { label: string; tone: Tone } {
  const state = outputState(facts);
  return state === "revised" ? { label: "Revised", tone: "good" } : STATE_INFO[facts.state];
}

/**
 * The one line about the quotation's validity, on the client's page and the desk alike: "Valid until" only while
 * it may be accepted; otherwise what ended it, and when. Null where there is nothing to say of validity (before a
 * quotation, bound: the cover's period says it all, declined).
 */
export function validityLine(facts: QuoteFacts): string | null {
  const state = outputState(facts);
  const until = facts.validUntil ? formatDate(facts.validUntil) : null;
  switch (state) {
    case "quoted":
    case "revised":
      return until && `Valid until ${until}.`;
    case "expired":
      return until && `Expired: it could be accepted until the end of ${until}.`;
    case "withdrawn":
      return facts.quotationVersion ? `Withdrawn${on(facts.since)}: it can no longer be accepted.` : null;
    case "not-taken-up":
      return `Not taken up${on(facts.since)}: it can no longer be accepted.`;
    case "accepted":
      return `Accepted${on(facts.since)}${facts.acceptedTier ? `, option ${facts.acceptedTier}` : ""}: waiting to be bound.`;
    default:
      return null;
  }
}

/** What the client's request page says beside the badge. */
export interface ClientPage {
  badge: { label: string; tone: Tone };
  validity: string | null;
  /** Who has the request: a promise to name the underwriter is made only while the request is open. */
  ownerLine: string;
  /** What happens next, or what ended it, in words for the client. */
  lead: string | null;
  /** Whether the page offers Accept and "Not taking it up". */
  offersAnswer: boolean;
}

export function clientPage(facts: QuoteFacts, phone: string): ClientPage {
  const state = outputState(facts);
  const open = OPEN.includes(state);
  const ownerLine = facts.ownerName
    ? open
      ? `Your underwriter: ${facts.ownerName}. They are told when you answer, add a document or accept.`
      : `Your underwriter: ${facts.ownerName}.`
    : open
      ? "Your request is with our underwriting team; the underwriter who takes it on will be named here."
      : "Handled by our underwriting team.";
  const leads: Record<OutputState, string | null> = {
    requested:
      "Our underwriters aim to answer within two business days of the request, with a quotation or their reasons. We will e-mail the member who asked when they do.",
    "in-review":
      "Our underwriters are preparing the quotation; they aim to answer within two business days of the request. We will e-mail the member who asked, your approvers and your client administrators when it is ready.",
    "info-needed":
      "Our underwriters need more information before they can quote: a requester of your team answers below.",
    quoted: "An approver of your team accepts one of its options, or tells us you will not take it up.",
    revised: "This version replaces the one sent before. An approver of your team accepts one of its options.",
    accepted: "Our underwriters now bind the cover and confirm it with a policy number; cover starts only then.",
    bound:
      facts.policyNumber && facts.cover
        ? `Cover is bound under policy number ${facts.policyNumber}, from ${formatDate(facts.cover.from)} to ${formatDate(facts.cover.to)}.`
        : "Cover is bound.",
    declined: `Our underwriters declined this request${on(facts.since)}; their reasons are below. Call us on ${phone} to talk it through.`,
    withdrawn: facts.withdrawnByClient
      ? `Your team withdrew this request${on(facts.since)}. You can ask for a new quotation at any time.`
      : `Our underwriters withdrew this quotation${on(facts.since)}: it can no longer be accepted. Their reasons are below.`,
    "not-taken-up": `Your team told us${on(facts.since)} that it will not take this quotation up. You can ask for a new quotation at any time.`,
    expired: `This quotation has expired. Work out a new quote and request it, or call us on ${phone}.`,
  };
  return {
    badge: stateBadge(facts),
    validity: validityLine(facts),
    ownerLine,
    lead: leads[state],
    offersAnswer: state === "quoted" || state === "revised",
  };
}

/** What the underwriting desk says of the state. */
export interface StaffPage {
  badge: { label: string; tone: Tone };
  validity: string | null;
  /** The queue's short note beside the state: "until 24 December 2026" only while the quotation may be accepted. */
  queueNote: string | null;
  /** What the desk is to do next, or null once nothing is left to do. */
  next: string | null;
}

export function staffPage(facts: QuoteFacts): StaffPage {
  const state = outputState(facts);
  const next: Record<OutputState, string | null> = {
    requested: "Take it up, ask the client, or decline.",
    "in-review": "Send the quotation, ask the client, or decline.",
    "info-needed": "Waiting for the client's answer.",
    quoted: "Waiting for the client's approver; you may revise or withdraw it.",
    revised: "Waiting for the client's approver; you may revise or withdraw it.",
    accepted: "Bind it with the policy number and the day cover starts.",
    bound: null,
    declined: null,
    withdrawn: null,
    "not-taken-up": null,
    expired: "Expired: revise it with a new validity to offer it again, or withdraw it.",
  };
  return {
    badge: stateBadge(facts),
    validity: validityLine(facts),
    queueNote:
      (state === "quoted" || state === "revised") && facts.validUntil ? `until ${formatDate(facts.validUntil)}` : null,
    next: next[state],
  };
}

/** What a quotation PDF says of its standing. */
export interface QuotationPdfText {
  /** Whether a quotation PDF exists at all (once a quotation was sent). */
  available: boolean;
  /** On the first page, above everything, when the version can no longer be accepted (or already was). */
  standing: string | null;
  /** The "How to accept" section's heading and words; null when the version may not be accepted. */
  acceptance: { heading: string; text: string } | null;
  /** The facts' "Valid until" value, or what ended it. */
  validityFact: { label: string; value: string } | null;
}

/**
 * The quotation PDF of `version` (the latest when omitted). A superseded version, or one withdrawn, expired,
 * declined or not taken up, says so on its first page and offers no acceptance.
 */
export function quotationPdf(
  facts: QuoteFacts,
  options: { acceptAt: string; severalOptions: boolean; version?: number },
): QuotationPdfText {
  const state = outputState(facts);
  const latest = facts.quotationVersion;
  if (!latest) return { available: false, standing: null, acceptance: null, validityFact: null };
  const until = facts.validUntil ? formatDate(facts.validUntil) : null;
  const no = "this quotation can no longer be accepted.";
  if (options.version !== undefined && options.version < latest) {
    return {
      available: true,
      standing: `Superseded by version ${latest}: ${no}`,
      acceptance: null,
      validityFact: { label: "Standing", value: `Superseded by version ${latest}` },
    };
  }
  const ended = (label: string, standing: string) => ({
    available: true,
    standing,
    acceptance: null,
    validityFact: { label: "Standing", value: label },
  });
  switch (state) {
    case "withdrawn":
      return ended(`Withdrawn${on(facts.since)}`, `Withdrawn${on(facts.since)}: ${no}`);
    case "expired":
      return ended(`Expired after ${until}`, `Expired after ${until}, its last day of validity: ${no}`);
    case "declined":
      return ended(`Declined${on(facts.since)}`, `Declined${on(facts.since)}: ${no}`);
    case "not-taken-up":
      return ended(`Not taken up${on(facts.since)}`, `Not taken up${on(facts.since)}: ${no}`);
    case "accepted":
      return ended(
        `Accepted${on(facts.since)}`,
        `Accepted${on(facts.since)}${facts.acceptedTier ? `, option ${facts.acceptedTier}` : ""}: cover starts only once it is bound and confirmed with a policy number.`,
      );
    case "bound":
      return ended(
        `Bound${facts.policyNumber ? `, policy ${facts.policyNumber}` : ""}`,
        `Accepted${facts.acceptedTier ? ` (option ${facts.acceptedTier})` : ""} and bound${facts.policyNumber ? ` under policy ${facts.policyNumber}` : ""}${facts.cover ? ` from ${formatDate(facts.cover.from)}` : ""}: the confirmation of cover is the document in force.`,
      );
    default:
      return {
        available: true,
        standing: null,
        acceptance: {
          heading: "How to accept",
          text: `This quotation may be accepted until the end of ${until}; after that it lapses. An approver of your team signs in, opens ${options.acceptAt}, ${options.severalOptions ? "chooses the option you want" : "reads the quotation"} and presses Accept, then confirms with the declaration.`,
        },
        validityFact: until ? { label: "Valid until", value: until } : null,
      };
  }
}

/**
 * Whether the quotation's conditions are listed one by one, tracked on the desk and shown to the client (issue 35,
 * item 4): while it may be accepted, once accepted and once bound (the confirmation of cover lists those still
 * outstanding); a quotation that ended has nothing left to meet.
 */
export function tracksConditions(facts: Pick<QuoteFacts, "state" | "quotationVersion">): boolean {
  return ["quoted", "revised", "accepted", "bound"].includes(outputState(facts));
}

/** Whether the confirmation of cover exists: once bound, with its policy number and period. */
export function confirmationPdf(facts: QuoteFacts): { available: boolean } {
  return { available: facts.state === "bound" && facts.cover !== null && facts.policyNumber !== null };
}

/** A row of /<programme>/documents for a request: the document, its kind and its standing in words. */
export interface DocumentEntry {
  kind: "Quotation" | "Confirmation of cover";
  title: string;
  /** e.g. "Valid until 24 December 2026", "Withdrawn on 6 December 2026", "In force". */
  standing: string;
}

export function documentEntries(facts: QuoteFacts, reference: string, today: string): DocumentEntry[] {
  const state = outputState(facts);
  const entries: DocumentEntry[] = [];
  if (facts.quotationVersion) {
    const standing: Record<OutputState, string> = {
      requested: "",
      "in-review": "",
      "info-needed": "",
      quoted: facts.validUntil ? `Valid until ${formatDate(facts.validUntil)}` : "Open",
      revised: facts.validUntil ? `Valid until ${formatDate(facts.validUntil)}` : "Open",
      accepted: `Accepted${on(facts.since)}, waiting to be bound`,
      bound: `Accepted and bound${facts.policyNumber ? `, policy ${facts.policyNumber}` : ""}`,
      declined: `Declined${on(facts.since)}`,
      withdrawn: `Withdrawn${on(facts.since)}`,
      "not-taken-up": `Not taken up${on(facts.since)}`,
      expired: facts.validUntil ? `Expired after ${formatDate(facts.validUntil)}` : "Expired",
    };
    entries.push({
      kind: "Quotation",
      title: `Quotation ${reference}, version ${facts.quotationVersion}`,
      standing: standing[state],
    });
  }
  if (confirmationPdf(facts).available && facts.cover) {
    const { from, to } = facts.cover;
    entries.push({
      kind: "Confirmation of cover",
      title: `Confirmation of cover ${reference}, policy ${facts.policyNumber}`,
      standing:
        today < from
          ? `Cover from ${formatDate(from)}`
          : today > to
            ? `Cover ended ${formatDate(to)}`
            : `In force until ${formatDate(to)}`,
    });
  }
  return entries;
}

/**
 * Who hears of a step: the client's people by role (the member who asked, every approver of the programme, the
 * client administrators, the approver who accepted), and underwriting (the request's owner, else the shared
 * mailbox).
 */
export type Audience = "requester" | "approvers" | "client-admins" | "accepting-approver" | "underwriting";

/** Each e-mail a step into a state sends (by the outbox's kind), and to whom. */
export interface StateEmail {
  kind: string;
  to: readonly Audience[];
}

const TEAM: readonly Audience[] = ["requester", "approvers", "client-admins"];

/**
 * The e-mails sent when a request comes to each state. `withdrawn` is underwriting's withdrawal of a quotation;
 * the client's own withdrawal of a request not yet taken up is `clientWithdrawalEmails`.
 */
export const STATE_EMAILS: Record<OutputState, readonly StateEmail[]> = {
  requested: [
    { kind: "quote-request", to: ["underwriting"] },
    { kind: "quote-request-acknowledged", to: ["requester"] },
  ],
  "in-review": [],
  "info-needed": [{ kind: "quote-info-needed", to: ["requester"] }],
  quoted: [{ kind: "quote-sent", to: TEAM }],
  revised: [{ kind: "quote-revised", to: TEAM }],
  accepted: [
    { kind: "quote-accepted", to: ["underwriting"] },
    { kind: "quote-accepted-team", to: TEAM },
  ],
  bound: [{ kind: "quote-bound", to: ["accepting-approver", "requester", "client-admins"] }],
  declined: [{ kind: "quote-declined", to: ["requester", "client-admins"] }],
  withdrawn: [{ kind: "quote-withdrawn", to: TEAM }],
  "not-taken-up": [{ kind: "quote-not-taken-up", to: ["underwriting"] }],
  // Expiry is the calendar's, not anyone's act: the quotation e-mail gave its last day.
  expired: [],
};

export const CLIENT_WITHDRAWAL_EMAILS: readonly StateEmail[] = [
  { kind: "quote-request-withdrawn", to: ["underwriting"] },
];

/** A member of the programme's team, as the recipients are chosen from. */
export interface TeamMember {
  userId: string;
  email: string;
  name: string;
  approver: boolean;
  clientAdmin: boolean;
  disabled: boolean;
}

/** A client recipient, with the roles they are told in (the words of their e-mail follow the first). */
export interface Recipient {
  email: string;
  name: string;
  as: Exclude<Audience, "underwriting">[];
}

/**
 * The programme's people an e-mail goes to, each once (an approver who asked is told once, as the member who
 * asked), never a disabled account. Underwriting is not among them: its e-mail goes to the owner or the mailbox.
 */
export function clientRecipients(
  audiences: readonly Audience[],
  team: readonly TeamMember[],
  who: { requesterId: string; acceptedByEmail?: string | null },
): Recipient[] {
  const found = new Map<string, Recipient>();
  const add = (m: TeamMember, as: Recipient["as"][number]) => {
    if (m.disabled) return;
    const key = m.email.toLowerCase();
    const known = found.get(key);
    if (known) {
      if (!known.as.includes(as)) known.as.push(as);
    } else found.set(key, { email: m.email, name: m.name || m.email, as: [as] });
  };
  // In the order of the audiences, so that a person's first role is the one their e-mail speaks to.
  for (const audience of audiences) {
    for (const m of team) {
      if (audience === "requester" && m.userId === who.requesterId) add(m, "requester");
      if (audience === "approvers" && m.approver) add(m, "approvers");
      if (audience === "client-admins" && m.clientAdmin) add(m, "client-admins");
      if (
        audience === "accepting-approver" &&
        who.acceptedByEmail &&
        m.email.toLowerCase() === who.acceptedByEmail.toLowerCase()
      ) {
        add(m, "accepting-approver");
      }
    }
  }
  return [...found.values()];
}

/** Whether underwriting (the owner, else the mailbox) hears of a step into `state`. */
export function tellsUnderwriting(emails: readonly StateEmail[]): boolean {
  return emails.some((e) => e.to.includes("underwriting"));
}
