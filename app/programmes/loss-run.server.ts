import { PerChange } from "#app/db/data-changes.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { renderFormalPdf } from "#app/documents/formal-pdf.server.ts";
import { csvText } from "#app/lib/format/csv.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { lossRun, type DeskClaim, type LossRun, type LossRunClaim, type LossRunRow } from "./loss-run.ts";
import type { Programme } from "./types.ts";

/** The claim form's words for each kind of loss ("motor-theft" → "Vehicle theft or hijacking"). */
const LOSS_TYPES = new Map(
  formDefinitions.claim_notification.fields.flatMap((f) =>
    f.name === "lossType" && "options" in f ? f.options.map((o) => [o.value, o.label] as const) : [],
  ),
);

/**
 * The claims the claims desk holds for a programme, with what has been paid and the newest reserve, as stored now.
 */
export async function deskClaims(database: Database, slug: string): Promise<DeskClaim[]> {
  const claims = await database.db
    .selectFrom("claims")
    .select(["id", "reference", "loss_type", "payload", "created_at"])
    .where("programme", "=", slug)
    .orderBy("id")
    .execute();
  if (!claims.length) return [];
  const money = await database.db
    .selectFrom("claim_payments")
    .select(["claim_id", "kind", "amount_cents"])
    .where(
      "claim_id",
      "in",
      claims.map((c) => c.id),
    )
    .orderBy("id")
    .execute();
  return claims.map((c) => {
    const own = money.filter((m) => m.claim_id === c.id);
    const lossDate = typeof c.payload.lossDate === "string" ? c.payload.lossDate : "";
    return {
      reference: c.reference,
      lossDate: /^\d{4}-\d{2}-\d{2}$/.test(lossDate) ? lossDate : c.created_at.toISOString().slice(0, 10),
      category: LOSS_TYPES.get(c.loss_type) ?? c.loss_type,
      paidCents: own.filter((m) => m.kind === "payment").reduce((s, m) => s + m.amount_cents, 0),
      reserveCents: own.findLast((m) => m.kind === "reserve")?.amount_cents ?? null,
    };
  });
}

/**
 * The desk's claims of each programme, kept until a claim or payment is written anywhere (the `claims` change
 * counter, app/db/data-changes.server.ts): a payment recorded on the desk is in the client's figures on their next
 * page on this copy, within about a second on another.
 */
const keptClaims = new PerChange<DeskClaim[]>("claims");
/** Each loss run worked out, by the programme's figures it was worked out from (a new object after any save). */
const keptRuns = new WeakMap<DeskClaim[], WeakMap<object, LossRun>>();

/** A programme's loss run now: its stored history and the claims desk's claims. */
export async function programmeLossRun(database: Database, programme: Programme): Promise<LossRun> {
  const claims = await keptClaims.get(database, programme.slug, () => deskClaims(database, programme.slug));
  let runs = keptRuns.get(claims);
  if (!runs) keptRuns.set(claims, (runs = new WeakMap()));
  let run = runs.get(programme.details);
  if (!run) runs.set(programme.details, (run = lossRun(programme.details, claims)));
  return run;
}

/** The renewal anniversary in words: "1 October". */
const anniversary = (renewalDate: string) => formatDate(renewalDate).replace(/\s+\d{4}$/, "");

const rand = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/** How the PDF writes amounts and loss ratios: as the reader sees them (the CSV's are plain figures, `rand`). */
interface Format {
  money: (cents: number | null) => string;
  ratio: (value: number | null) => string;
}
const PDF_FORMAT: Format = {
  // Every amount to the cent, as the CSV has it: a risk manager checks one against the other.
  money: (cents) => (cents === null ? "" : formatRand(cents, { showCents: true })),
  ratio: (value) => (value === null ? "" : `${value.toFixed(1)}%`),
};

/** Columns of figures, right-aligned. */
const rightAligned = (...headers: string[]) => headers.map((header) => ({ header, align: "right" as const }));

/** A row's figures (`figures`) and their columns, in the same order. */
const FIGURE_COLUMNS = rightAligned("Claims", "Paid", "Outstanding", "Incurred");
const figures = (r: LossRunRow, f: Format) => [
  String(r.claims),
  f.money(r.paid),
  f.money(r.outstanding),
  f.money(r.incurred),
];

/** The by-year table: a row a year, then the all-years total, as the page shows them. */
function yearRows(run: LossRun, f: Format): string[][] {
  const row = (label: string, y: LossRunRow & { premium: number | null; lossRatio: number | null }) => [
    label,
    ...figures(y, f),
    f.money(y.premium),
    f.ratio(y.lossRatio),
  ];
  return [...run.years.map((y) => row(y.label, y)), row("All years", run.totals)];
}

function categoryRows(run: LossRun, f: Format): string[][] {
  return run.categories.map((c) => [c.category, ...figures(c, f)]);
}

/**
 * The loss run as a spreadsheet or a script reads it: one table, its header first (issue 35, item 6: a title line
 * and a blank one before the header were read as the columns), a row a claim with the programme, its policy number
 * and the valuation ("as at") day as columns, and each claim's policy year. The years' and the categories' totals
 * are the PDF's and the page's; a spreadsheet adds them up from these rows. A large loss is marked in a column.
 */
export function lossRunCsv(programme: Programme, run: LossRun, today: string): string {
  const { policyNumber } = programme.details;
  const large = new Set(run.largeLosses.claims);
  const rows: string[][] = [
    [
      "Programme",
      "Policy number",
      "As at",
      "Policy year",
      "Claim",
      "Date of loss",
      "Category",
      "Paid (R)",
      "Outstanding (R)",
      "Incurred (R)",
      "Source",
      "Large loss",
    ],
    ...run.claims.map((c) => [
      programme.name,
      policyNumber,
      today,
      c.policyYear,
      c.reference ?? "",
      c.lossDate,
      c.category,
      rand(c.paid),
      rand(c.outstanding),
      rand(c.incurred),
      c.source === "desk" ? "Claims desk" : "Reported before online claims",
      large.has(c) ? "Yes" : "",
    ]),
  ];
  return csvText(rows);
}

/**
 * Widths in points, so that amounts to the cent, "Outstanding" and claim numbers stay on one line (the first
 * column, the claim, is set bold as the row's header); the category takes what is left.
 */
const CLAIM_COLUMNS = [
  { header: "Claim", width: 66 },
  { header: "Policy year", width: 50 },
  { header: "Date of loss", width: 68 },
  { header: "Category" },
  { header: "Paid", align: "right" as const, width: 75 },
  { header: "Outstanding", align: "right" as const, width: 75 },
  { header: "Incurred", align: "right" as const, width: 75 },
];

/** A claim as the PDF's claim tables give it: one of the history without a number says "History" (see the caption). */
function claimRow(c: LossRunClaim): string[] {
  return [
    c.reference ?? "History",
    c.policyYear,
    formatDate(c.lossDate),
    c.category,
    PDF_FORMAT.money(c.paid),
    PDF_FORMAT.money(c.outstanding),
    PDF_FORMAT.money(c.incurred),
  ];
}

/** The loss run on the group's letterhead (app/documents/formal-pdf.server.ts), addressed to the insured. */
export function lossRunPdf(programme: Programme, run: LossRun, today: string, now: Date): Promise<Buffer> {
  const { details } = programme;
  return renderFormalPdf({
    title: "Loss run",
    facts: [
      ["Programme", programme.name],
      ["Policy number", details.policyNumber],
      ["As at", formatDate(today)],
      ["Policy years", `From ${anniversary(details.renewalDate)} each year`],
    ],
    addressee: { name: details.insured.registeredName, lines: details.insured.address },
    subject: `Loss run: ${programme.name}, as at ${formatDate(today)}`,
    footerName: `Loss run ${programme.name}, as at ${formatDate(today)}`,
    createdAt: now,
    blocks: [
      {
        kind: "paragraph",
        text: `The programme's claims experience as at ${formatDate(today)}: the claims history of the policy years shown and every claim our claims team has received since, with what has been paid and what is still reserved. A policy year runs from ${anniversary(details.renewalDate)} to the day before the next. Incurred is paid plus outstanding; the loss ratio is incurred against the year's premium.`,
      },
      { kind: "heading", text: "By policy year" },
      {
        kind: "table",
        caption: "Claims by policy year",
        columns: [
          { header: "Policy year", width: 56 },
          { header: "Claims", align: "right", width: 42 },
          { header: "Paid", align: "right" },
          { header: "Outstanding", align: "right" },
          { header: "Incurred", align: "right" },
          { header: "Premium", align: "right" },
          { header: "Loss ratio", align: "right", width: 58 },
        ],
        rows: yearRows(run, PDF_FORMAT),
        totalRow: true,
      },
      { kind: "heading", text: "By category" },
      {
        kind: "table",
        caption: "Claims by category",
        columns: [{ header: "Category" }, ...FIGURE_COLUMNS],
        rows: categoryRows(run, PDF_FORMAT),
      },
      { kind: "heading", text: `Large losses: ${formatRand(run.largeLosses.threshold)} or more` },
      run.largeLosses.claims.length
        ? {
            kind: "table",
            caption: `Claims incurring ${formatRand(run.largeLosses.threshold)} or more, largest first. History: reported before online claims.`,
            columns: CLAIM_COLUMNS,
            rows: run.largeLosses.claims.map(claimRow),
          }
        : { kind: "paragraph", text: `None: no claim has incurred ${formatRand(run.largeLosses.threshold)} or more.` },
      { kind: "heading", text: "Every claim" },
      run.claims.length
        ? {
            kind: "table",
            caption:
              "A row a claim, by date of loss. History: a claim reported before online claims, from the programme's claims history, closed and paid in full.",
            columns: CLAIM_COLUMNS,
            rows: run.claims.map(claimRow),
          }
        : { kind: "paragraph", text: "No claim is on record for this programme." },
    ],
  });
}
