import { StepForm, type StepProps } from "./step-form.tsx";

/** "Take it up": the request shows as being prepared. */
export function TakeUpStep(props: StepProps) {
  return (
    <StepForm
      {...props}
      intent="take-up"
      label="Take it up"
      explain="You will prepare the quotation: the client sees it as being prepared."
    />
  );
}
