import { TextArea } from "#app/components/forms/fields.tsx";
import { LIMITS } from "#app/quotes/desk-form.ts";
import { problemsOf, StepForm, type StepProps } from "./step-form.tsx";

/** The steps that end a request with a reason the client reads: alike but for their words. */
const WORDS = {
  withdraw: {
    label: "Withdraw the quotation",
    explain: "It can no longer be accepted. The client is told by e-mail and reads your reason once signed in.",
  },
  decline: {
    label: "Decline",
    explain: "The client is told by e-mail and reads your reason once signed in.",
  },
} as const;

/**
 * "Withdraw the quotation" (once quoted) or "Decline" (before): each with its own Reason field, by its own id, so
 * the two are never one element to the page, a label or a screen reader.
 */
export function ReasonStep({ intent, ...props }: StepProps & { intent: keyof typeof WORDS }) {
  return (
    <StepForm {...props} intent={intent} label={WORDS[intent].label} explain={WORDS[intent].explain} danger>
      <TextArea
        id={`${intent}-reason`}
        name="reason"
        label="Reason"
        required
        maxLength={LIMITS.reason}
        problems={problemsOf(props.result, intent)}
      />
    </StepForm>
  );
}
