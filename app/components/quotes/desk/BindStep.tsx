import { TextArea, TextField } from "#app/components/forms/fields.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import type { RequestView, UnderwritingView } from "#app/quotes/desk.server.ts";
import { LIMITS } from "#app/quotes/desk-form.ts";
import { problemsOf, StepForm, type StepProps } from "./step-form.tsx";

/**
 * "Mark it bound": the policy number and the day cover starts, a year of cover. An overdue renewal may start on its
 * renewal date, so the cover has no gap (issue 35, item 3), with the reason recorded.
 */
export function BindStep({
  view,
  desk,
  ...props
}: StepProps & {
  view: Pick<RequestView, "acceptedTier" | "tier">;
  desk: Pick<UnderwritingView, "earliestInception" | "today">;
}) {
  const problems = problemsOf(props.result, "bind");
  const overdue = desk.earliestInception < desk.today;
  return (
    <StepForm
      {...props}
      intent="bind"
      label="Mark it bound"
      explain={`The client has accepted option ${view.acceptedTier ?? view.tier}: record the policy number and the day cover starts; the cover runs a year. They are told by e-mail and both of you can download the confirmation of cover.`}
    >
      <TextField
        name="inceptionDate"
        label="Cover starts on"
        type="date"
        required
        defaultValue={desk.earliestInception}
        hint={
          overdue
            ? `This renewal is overdue: cover may start from its renewal date, ${formatDate(desk.earliestInception)}, so that it has no gap.`
            : undefined
        }
        problems={problems}
      />
      {overdue ? (
        <TextArea
          name="backdateReason"
          label="Why cover starts before today"
          hint="Needed when cover starts before today, e.g. the client was held covered from the renewal date; it is recorded with the binding."
          maxLength={LIMITS.reason}
          problems={problems}
        />
      ) : null}
      <TextField
        name="policyNumber"
        label="Policy number"
        required
        maxLength={LIMITS.policyNumber}
        problems={problems}
      />
    </StepForm>
  );
}
