import type { FieldProblems } from "#app/components/forms/fields.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanDayStart } from "#app/lib/format/time.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { parsePremium } from "./premium.ts";
import { isConditionStatus, type ConditionStatus } from "./conditions.ts";
import type { QuoteAction, QuotationTerms } from "./workflow.ts";

/**
 * The underwriting desk's forms (app/routes/staff/quote.tsx) as the server reads them: each step's fields, checked
 * with a message per field that keeps what was typed, and what the desk is told once the step is taken. Pure.
 */

/** What a desk form's post comes back with: its problems (by `intent`, so each form shows its own), or what it did. */
export type DeskResult =
  | ({ intent: string; error?: string } & FieldProblems)
  | { done: string }
  /** The request moved on since the page was read. */
  | { conflict: string };

export const LIMITS = { conditions: 4000, reason: 2000, policyNumber: 40, premium: 30, validUntil: 10, note: 4000 };

/** The form field of a tier's premium in the quotation form. */
export const premiumField = (tier: string) => `premium:${tier}`;

/** The step a form asks for, with a message per field for what is wrong; `tiers` are the programme's, by label. */
export function actionFrom(
  intent: string,
  form: FormData,
  tiers: string[],
): { action?: QuoteAction; problems: FieldProblems } {
  const values: Record<string, string> = {
    conditions: textValue(form, "conditions", LIMITS.conditions),
    validUntil: textValue(form, "validUntil", LIMITS.validUntil),
    inceptionDate: textValue(form, "inceptionDate", LIMITS.validUntil),
    reason: textValue(form, "reason", LIMITS.reason),
    question: textValue(form, "question", LIMITS.note),
    policyNumber: textValue(form, "policyNumber", LIMITS.policyNumber),
    backdateReason: textValue(form, "backdateReason", LIMITS.reason),
  };
  const errors: Record<string, string> = {};
  switch (intent) {
    case "take-up":
      return { action: { kind: "take-up" }, problems: {} };
    case "quote":
    case "revise": {
      // A tier is offered when its premium is filled in; the rest are left out.
      const options = [];
      for (const tier of tiers) {
        const field = premiumField(tier);
        values[field] = textValue(form, field, LIMITS.premium);
        if (!values[field]) continue;
        const premium = parsePremium(values[field]);
        if ("error" in premium) errors[field] = premium.error;
        else options.push({ tier, premiumCents: premium.cents });
      }
      if (!options.length && !Object.keys(errors).length) {
        errors[premiumField(tiers[0] ?? "")] = "Give the premium of at least one tier to offer it.";
      }
      if (!southAfricanDayStart(values.validUntil)) errors.validUntil = "Give the last day it is valid, as a date.";
      if (Object.keys(errors).length) return { problems: { errors, values } };
      return {
        action: { kind: intent, options, conditions: values.conditions!, validUntil: values.validUntil! },
        problems: { values },
      };
    }
    case "ask":
      if (!values.question) return { problems: { errors: { question: "Write the question for the client." }, values } };
      return { action: { kind: "ask", question: values.question }, problems: { values } };
    case "withdraw":
      if (!values.reason) return { problems: { errors: { reason: "Say why: the client reads it." }, values } };
      return { action: { kind: "withdraw", reason: values.reason }, problems: { values } };
    case "decline":
      if (!values.reason) return { problems: { errors: { reason: "Say why: the client reads it." }, values } };
      return { action: { kind: "decline", reason: values.reason }, problems: { values } };
    case "bind":
      if (!/^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/.test(values.policyNumber!)) {
        errors.policyNumber = "Give the policy number, e.g. KRG-NMI-0412-2027.";
      }
      if (!southAfricanDayStart(values.inceptionDate)) errors.inceptionDate = "Give the day cover starts, as a date.";
      if (Object.keys(errors).length) return { problems: { errors, values } };
      return {
        action: {
          kind: "bind",
          policyNumber: values.policyNumber!,
          inceptionDate: values.inceptionDate!,
          backdateReason: values.backdateReason || undefined,
        },
        problems: { values },
      };
    default:
      return { problems: {} };
  }
}

/** What the desk is told once a step is taken; each message reads only what its step has set. */
export function doneMessage(
  step: QuoteAction,
  // The request as the step left it (a QuoteRequest, app/quotes/quote-records.server.ts).
  updated: {
    reference: string;
    quotation: (QuotationTerms & { version: number }) | null;
    policyNumber: string | null;
    cover: { from: string; to: string } | null;
  },
  told: string,
): string {
  const { reference, quotation, policyNumber, cover } = updated;
  const offered = quotation?.options
    .map((o) => `${o.tier} ${formatRand(o.premiumCents, { showCents: true })}`)
    .join("; ");
  switch (step.kind) {
    case "take-up":
      return `You have taken up ${reference}: it shows as being prepared.`;
    case "ask":
      return `Your question is with the client.${told}`;
    case "quote":
      return `Quotation sent: ${offered} a year, valid until ${formatDate(quotation!.validUntil)}.${told}`;
    case "revise":
      return `Quotation revised: version ${quotation!.version} (${offered}), valid until ${formatDate(quotation!.validUntil)}.${told}`;
    case "withdraw":
      return `Quotation ${reference} is withdrawn.${told}`;
    case "decline":
      return `${reference} is declined.${told}`;
    case "bind":
      return `${reference} is bound under policy number ${policyNumber}, cover from ${formatDate(cover!.from)} to ${formatDate(cover!.to)}.${told}`;
    default:
      return "Done.";
  }
}

/**
 * A condition's form on the desk: which condition (its id, and its place for the message), where it stands and its
 * due day (empty: none). Each condition's form posts its own intent, `condition:<id>`, so its error stands by it.
 */
export function conditionFrom(
  form: FormData,
):
  | { id: number; position: number; status: ConditionStatus; dueOn: string | null; intent: string }
  | { error: string; intent: string } {
  const id = Number(textValue(form, "condition", 20));
  const intent = `condition:${Number.isSafeInteger(id) ? id : ""}`;
  const position = Number(textValue(form, "position", 4));
  const status = textValue(form, "status", 20);
  const dueOn = textValue(form, "dueOn", LIMITS.validUntil);
  if (!Number.isSafeInteger(id) || id <= 0 || !Number.isSafeInteger(position)) {
    return { intent, error: "That condition is not one of the quotation in force." };
  }
  if (!isConditionStatus(status)) return { intent, error: "Choose outstanding, met or waived." };
  if (dueOn && !southAfricanDayStart(dueOn)) return { intent, error: "Give the day it is due, as a date, or none." };
  return { id, position, status, dueOn: dueOn || null, intent };
}
