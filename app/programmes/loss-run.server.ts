import type { Database } from "#app/db/database.server.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { csvText } from "#app/lib/format/csv.ts";
import { lossRun, type DeskClaim, type LossRun } from "./loss-run.ts";
import type { Programme } from "./types.ts";

/** The claim form's words for each kind of loss ("motor-theft" → "Vehicle theft or hijacking"). */
const LOSS_TYPES = new Map(
  formDefinitions.claim_notification.fields.flatMap((f) =>
    f.name === "lossType" && "options" in f ? f.options.map((o) => [o.value, o.label] as const) : [],
  ),
);

/**
 * The claims the claims desk holds for a programme, with what has been paid and the newest reserve. Read on every
 * request, never kept: a payment recorded on the desk is in the client's figures on their next page.
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

/** A programme's loss run now: its stored history and the claims desk's claims. */
export async function programmeLossRun(database: Database, programme: Programme): Promise<LossRun> {
  return lossRun(programme.details, await deskClaims(database, programme.slug));
}

const rand = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/** The loss run as a spreadsheet opens it: each claim, then the years and the categories, amounts in rand. */
export function lossRunCsv(programme: Programme, run: LossRun, today: string): string {
  const rows: string[][] = [
    [`Loss run: ${programme.name}`, `Policy ${programme.details.policyNumber}`, `As at ${today}`],
    [],
    ["Claim", "Date of loss", "Category", "Paid (R)", "Outstanding (R)", "Incurred (R)", "Source"],
    ...run.claims.map((c) => [
      c.reference ?? "",
      c.lossDate,
      c.category,
      rand(c.paid),
      rand(c.outstanding),
      rand(c.incurred),
      c.source === "desk" ? "Claims desk" : "Programme history",
    ]),
    [],
    ["Year", "Claims", "Paid (R)", "Outstanding (R)", "Incurred (R)", "Premium (R)", "Loss ratio (%)"],
    ...run.years.map((y) => [
      String(y.year),
      String(y.claims),
      rand(y.paid),
      rand(y.outstanding),
      rand(y.incurred),
      rand(y.premium),
      y.lossRatio === null ? "" : y.lossRatio.toFixed(1),
    ]),
    [
      "All years",
      String(run.totals.claims),
      rand(run.totals.paid),
      rand(run.totals.outstanding),
      rand(run.totals.incurred),
      rand(run.totals.premium),
      run.totals.lossRatio === null ? "" : run.totals.lossRatio.toFixed(1),
    ],
    [],
    ["Category", "Claims", "Paid (R)", "Outstanding (R)", "Incurred (R)"],
    ...run.categories.map((c) => [c.category, String(c.claims), rand(c.paid), rand(c.outstanding), rand(c.incurred)]),
  ];
  return csvText(rows);
}
