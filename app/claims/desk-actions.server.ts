import { data } from "react-router";

import {
  INTERIM_REASON_MAX,
  isClaimStep,
  MESSAGE_MAX,
  NOTE_MAX,
  noteRequired,
  STEP_LABELS,
} from "#app/claims/steps.ts";
import { isNextStepKind, NEXT_STEP_KINDS, nextStepDayProblem } from "#app/claims/progress.server.ts";
import { acknowledge, assignClaim, handlerWrites, recordClaimMoney } from "#app/claims/work.server.ts";
import type { Actor } from "#app/audit/audit-log.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { mailEnabled } from "#app/email/notify.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand, parseRandInput } from "#app/lib/format/money.ts";
import { southAfricanDay, southAfricanDayStart } from "#app/lib/format/time.ts";
import { type Claim, isClaimChangeError } from "./record.server.ts";
import { addInternalNote, moveClaim, setNextStep } from "./steps.server.ts";

/** What a form on the claim's desk page gets back: done, or why not, with what was typed. */
export type DeskResult =
  { intent: string; done: string } | { intent: string; error: string; values?: Record<string, string> };
type Result = DeskResult;

/**
 * Each action on a claim (app/routes/staff/claim.tsx checks who may act first), by `intent`: acknowledge it; date its next step; move it to a step with a note to the
 * claimant, an internal note; take, assign or release it; write to the claimant; record a payment or set the
 * reserve. Taking it and writing to the claimant acknowledge it too when their box is ticked (it is by default
 * while the claim is not acknowledged).
 */
export async function claimDeskAction(
  database: Database,
  { claim, form, me, actor }: { claim: Claim; form: FormData; me: string; actor: Actor },
) {
  const intent = textValue(form, "intent", 20);
  /** Acknowledges the claim where the post's box asks to; what it adds to the answer. */
  const acknowledgeToo = async (tell: boolean) => {
    if (form.get("acknowledge") !== "on" || claim.acknowledgedAt) return "";
    const done = await acknowledge(database, { claim, actor, tell });
    return done ? " The claim is acknowledged: its 24-hour clock has stopped." : "";
  };
  switch (intent) {
    case "acknowledge": {
      try {
        const done = await acknowledge(database, { claim, actor });
        return data<Result>({
          intent,
          done: done
            ? `The claim is acknowledged: its 24-hour clock has stopped.${mailEnabled() ? " The claimant has been e-mailed." : ""}`
            : "The claim was acknowledged already.",
        });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message }, 409);
        throw error;
      }
    }
    case "next-step": {
      const kind = textValue(form, "nextKind", 40);
      const on = textValue(form, "nextOn", 10);
      const values = { nextKind: kind, nextOn: on };
      if (textValue(form, "clear", 10) === "yes") {
        await setNextStep(database, { claim, next: null, actor });
        return data<Result>({ intent, done: "The next step is cleared: the tracker gives the published turnaround." });
      }
      if (!isNextStepKind(kind)) return data<Result>({ intent, error: "Choose the next step.", values }, 400);
      const problem = nextStepDayProblem(on, new Date());
      if (problem) return data<Result>({ intent, error: problem, values }, 400);
      try {
        await setNextStep(database, { claim, next: { kind, on }, actor });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message, values }, 409);
        throw error;
      }
      return data<Result>({
        intent,
        done: `The claimant's tracker now says: ${NEXT_STEP_KINDS[kind].label} ${NEXT_STEP_KINDS[kind].dated} ${formatDate(on)}.`,
      });
    }
    case "move": {
      const to = textValue(form, "to", 40);
      const note = textValue(form, "note", NOTE_MAX);
      const values = { to, note };
      if (!isClaimStep(to))
        return data<Result>({ intent, error: "Choose the step to move the claim to.", values }, 400);
      if (noteRequired(to) && !note) {
        const error =
          to === "declined"
            ? "Write the reason for declining, as the claimant will read it: the policy wording it rests on."
            : "Write which documents the claimant must send.";
        return data<Result>({ intent, error, values }, 400);
      }
      try {
        await moveClaim(database, { reference: claim.reference, to, note, actor });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message, values }, 409);
        throw error;
      }
      return data<Result>({
        intent,
        done: `The claim is now ${STEP_LABELS[to].toLowerCase()}.${mailEnabled() ? ` The claimant has been e-mailed${note ? " your note" : ""}.` : ""}`,
      });
    }
    case "note": {
      const text = textValue(form, "text", NOTE_MAX);
      if (!text) return data<Result>({ intent, error: "Write the note first." }, 400);
      await addInternalNote(database, { claim, text, actor });
      return data<Result>({ intent, done: "Your internal note is added. The claimant does not see it." });
    }
    case "take":
    case "assign":
    case "release": {
      const owner = intent === "take" ? me : intent === "release" ? null : textValue(form, "owner", 254) || null;
      const expected = textValue(form, "expected", 254) || null;
      if (intent === "assign" && !owner) {
        return data<Result>({ intent, error: "Choose who is to own the claim." }, 400);
      }
      try {
        const assigned = await assignClaim(database, { claim, owner, expected, actor });
        const acknowledged = intent === "take" && assigned ? await acknowledgeToo(true) : "";
        return data<Result>({
          intent,
          done: !assigned
            ? "The claim is released: its documents and messages go to the shared claims mailbox."
            : assigned.email === me
              ? `You are now this claim's owner.${acknowledged}`
              : `${assigned.name} now owns the claim and has been e-mailed.`,
        });
      } catch (error) {
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message }, 409);
        throw error;
      }
    }
    case "message": {
      const text = String(form.get("message") ?? "").slice(0, MESSAGE_MAX + 1);
      const values = { message: text };
      if (!text.trim()) return data<Result>({ intent, error: "Write the message first.", values }, 400);
      if (text.length > MESSAGE_MAX) {
        return data<Result>({ intent, error: `A message is at most ${MESSAGE_MAX} characters.`, values }, 400);
      }
      await handlerWrites(database, { claim, text, actor });
      // The message tells the claimant already: the acknowledgement is not e-mailed a second time.
      const acknowledged = await acknowledgeToo(false);
      return data<Result>({
        intent,
        done: `Your message is on the claimant's tracker, and e-mailed to them with its private link.${acknowledged}`,
      });
    }
    case "payment":
    case "reserve": {
      const amount = textValue(form, "amount", 40);
      const onDay = textValue(form, "onDay", 10);
      const reference = textValue(form, "reference", 80);
      const interim = intent === "payment" && form.get("interim") === "on";
      const reason = textValue(form, "reason", INTERIM_REASON_MAX + 1);
      const values = { kind: intent, amount, onDay, reference, interim: interim ? "on" : "", reason };
      const cents = parseRandInput(amount);
      const problems = [
        cents === undefined || cents < 0 ? "Enter the amount in rand, such as 12 500.00." : "",
        intent === "payment" && cents === 0 ? "A payment is more than R0." : "",
        !southAfricanDayStart(onDay)
          ? `Enter the day as a date from the calendar, such as ${formatDate("2026-11-25")}.`
          : "",
        onDay > southAfricanDay(new Date()) && intent === "payment"
          ? "A payment is recorded once made: not a future day."
          : "",
        !reference ? `Enter the ${intent}'s reference, such as the EFT reference.` : "",
        interim && !reason ? "Give the reason for the interim payment, as the claimant will read it." : "",
        reason.length > INTERIM_REASON_MAX ? `The reason is at most ${INTERIM_REASON_MAX} characters.` : "",
      ].filter(Boolean);
      if (problems.length || cents === undefined) {
        return data<Result>({ intent, error: problems.join(" "), values }, 400);
      }
      let recorded;
      try {
        recorded = await recordClaimMoney(database, {
          claim,
          kind: intent,
          amountCents: cents,
          onDay,
          reference,
          actor,
          interim,
          reason,
        });
      } catch (error) {
        // A payment the claim does not take in its step (not approved, no interim reason; declined): why, with
        // everything typed kept.
        if (isClaimChangeError(error)) return data<Result>({ intent, error: error.message, values }, 409);
        throw error;
      }
      return data<Result>({
        intent,
        done:
          intent === "payment"
            ? `The ${recorded.interim ? "interim payment" : "payment"} of ${formatRand(cents, { showCents: true })} is recorded; the claimant sees it on the tracker${recorded.interim ? " with its reason" : ""} and has been e-mailed.`
            : `The reserve is now ${formatRand(cents, { showCents: true })}. The claimant does not see it.`,
      });
    }
    default:
      return data<Result>({ intent, error: "That action is not one this page offers." }, 400);
  }
}
