import { TextArea, TextField } from "#app/components/forms/fields.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand, formatRandInput } from "#app/lib/format/money.ts";
import { PDF_ACCEPT, PDF_FIELD } from "#app/quotes/attachments.ts";
import type { RequestView, UnderwritingView } from "#app/quotes/desk.server.ts";
import { LIMITS, premiumField } from "#app/quotes/desk-form.ts";
import styles from "#app/routes/staff/staff.module.css";
import { problemsOf, StepForm, type StepProps } from "./step-form.tsx";

/**
 * "Send the quotation" (or, once sent, "Send a revised quotation"): a premium for each tier offered, the
 * conditions, the last valid day and PDFs. The page keys it by the version sent, so a new version starts from what
 * was sent and its PDFs are not sent twice; nothing else re-keys it.
 */
export function QuoteStep({
  view,
  desk,
  ...props
}: StepProps & {
  view: Pick<RequestView, "steps" | "quotation">;
  desk: Pick<UnderwritingView, "tiers" | "validUntil" | "validityDays" | "lastValidDay">;
}) {
  const intent = view.steps.includes("quote") ? "quote" : "revise";
  const problems = problemsOf(props.result, intent);
  return (
    <StepForm
      {...props}
      intent={intent}
      encType="multipart/form-data"
      label={intent === "quote" ? "Send the quotation" : "Send a revised quotation"}
      explain={
        intent === "quote"
          ? "Offer one tier or several side by side: fill in the premium of each tier you offer. The client is told by e-mail and accepts one."
          : "The new version replaces the one the client has; every version is kept. The client is told by e-mail."
      }
    >
      <fieldset className={styles.options}>
        <legend>Premium of each tier offered</legend>
        {desk.tiers.map((t) => {
          const current = view.quotation?.options.find((o) => o.tier === t.label);
          return (
            <TextField
              key={t.tierId}
              name={premiumField(t.label)}
              label={`${t.label} (${t.description})`}
              inputMode="decimal"
              defaultValue={current ? formatRandInput(current.basePremium) : undefined}
              hint={`Annual premium in rand, before SASRIA and VAT; the calculator gives ${formatRand(t.basePremium, { showCents: true })}${t.requested ? " (the tier asked for)" : ""}. Leave empty not to offer it.`}
              problems={problems}
            />
          );
        })}
      </fieldset>
      <TextArea
        name="conditions"
        label="Conditions"
        maxLength={LIMITS.conditions}
        defaultValue={view.quotation?.conditions}
        hint="Anything the cover depends on, e.g. tracking devices or a survey; leave empty if none."
        problems={problems}
      />
      <TextField
        name="validUntil"
        label="Valid until"
        type="date"
        required
        defaultValue={desk.validUntil}
        hint={`The last day the client may accept it: ${desk.validityDays} days from today unless you change it, ${formatDate(desk.lastValidDay)} at the latest.`}
        problems={problems}
      />
      <div className="form-field">
        <label htmlFor="quote-documents">PDFs sent with it (optional)</label>
        <p id="quote-documents-hint" className={styles.muted}>
          Wordings, survey requirements or schedules the client should read: PDF only, up to 10 MB each. The client
          downloads them from their request page.
        </p>
        <input
          id="quote-documents"
          type="file"
          name={PDF_FIELD}
          accept={PDF_ACCEPT}
          multiple
          className="form-input"
          aria-describedby="quote-documents-hint"
        />
      </div>
    </StepForm>
  );
}
