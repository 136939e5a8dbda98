import { useNavigation } from "react-router";

import type { ClaimDesk } from "#app/claims/desk.server.ts";
import type { DeskResult } from "#app/claims/desk-actions.server.ts";
import { CheckboxField, Done } from "#app/components/forms/fields.tsx";

/**
 * What the panels of the claims desk's page of one claim (app/routes/staff/claim.tsx) share: the page's data, the
 * answer to the last form sent, and how each panel shows the answer meant for it.
 */
export interface DeskPanelProps {
  desk: ClaimDesk;
  result: DeskResult | undefined;
}

/** What was typed in the form the answer is for, to be shown again with its error. */
export function valuesOf(result: DeskResult | undefined): Record<string, string> | undefined {
  return result && "values" in result ? result.values : undefined;
}

/** The intent of the form being sent now, to disable its button meanwhile. */
export function useBusy() {
  return useNavigation().formData?.get("intent");
}

export function Outcome({ result, intent }: { result: DeskResult | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  if ("done" in result) return <Done key={result.done}>{result.done}</Done>;
  return (
    <div role="alert" className="form-message form-message-error">
      {result.error}
    </div>
  );
}

/** Ticked by default while the claim is not acknowledged: taking it or writing to the claimant acknowledges it. */
export function AcknowledgeBox({ desk, id }: { desk: ClaimDesk; id: string }) {
  return !desk.acknowledgement && desk.claim.step !== "closed" ? (
    <CheckboxField
      id={id}
      name="acknowledge"
      label="Acknowledge the claim too (stops its 24-hour clock)"
      defaultChecked
    />
  ) : null;
}
