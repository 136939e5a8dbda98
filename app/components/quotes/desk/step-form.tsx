import type { ComponentProps } from "react";
import { useNavigation } from "react-router";

import type { FieldProblems } from "#app/components/forms/fields.tsx";
import { useSettledAnswer } from "#app/components/forms/use-settled-answer.ts";
import { ActionForm } from "#app/components/staff/ActionForm.tsx";
import type { DeskResult } from "#app/quotes/desk-form.ts";

/** The desk's forms that take a step of the request's life: each leads to another state, with other forms. */
const STEP_INTENTS = new Set(["take-up", "quote", "revise", "ask", "withdraw", "decline", "bind"]);

/**
 * What the desk shows of its forms' last post, and whether a step is in flight (issue 35, item 5). React Router
 * hands a page its action's answer as soon as it comes, and its loaders' data only once they have run again: for
 * that moment "Quotation sent" stood beside the forms of the state before (Decline and its Reason), and what was
 * typed there vanished with them when the new state's forms came (Withdraw, with a Reason of its own, empty). So
 * the answer is shown with the state it leads to, and the step forms are held while a step is in flight: they
 * belong to a state that is ending, and the server would refuse them as read before the change.
 */
export function useDeskResult(actionData: unknown): { result: DeskResult | undefined; stepInFlight: boolean } {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  return {
    result: useSettledAnswer(actionData as DeskResult | undefined),
    stepInFlight: navigation.state !== "idle" && typeof intent === "string" && STEP_INTENTS.has(intent),
  };
}

/** The field problems of one form's last post (each form shows only its own). */
export function problemsOf(
  result: DeskResult | undefined,
  intent: string,
): Extract<DeskResult, FieldProblems & { intent: string }> | undefined {
  return result && "intent" in result && result.intent === intent ? result : undefined;
}

/** What every step form is given by the page. */
export interface StepProps {
  version: number;
  result?: DeskResult;
  /** A step is in flight: the form is held until the page shows the state it led to. */
  held: boolean;
}

/** A workflow step, sent with the version the page was read at (a step taken meanwhile is refused). */
export function StepForm({
  version,
  result,
  held,
  ...props
}: Omit<ComponentProps<typeof ActionForm>, "hidden" | "error" | "disabled" | "intent"> &
  StepProps & { intent: string }) {
  const error = problemsOf(result, props.intent)?.error;
  return <ActionForm {...props} hidden={{ version }} error={error} disabled={held} />;
}
