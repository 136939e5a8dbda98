import { TextArea } from "#app/components/forms/fields.tsx";
import { LIMITS } from "#app/quotes/desk-form.ts";
import { problemsOf, StepForm, type StepProps } from "./step-form.tsx";

/** "Ask the client": a question the client answers on their request page. */
export function AskStep(props: StepProps) {
  return (
    <StepForm
      {...props}
      intent="ask"
      label="Ask the client"
      explain="When you need more information first: the client is e-mailed and answers on their request page."
    >
      <TextArea
        name="question"
        label="Question"
        required
        maxLength={LIMITS.note}
        problems={problemsOf(props.result, "ask")}
      />
    </StepForm>
  );
}
