import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import styles from "#app/routes/staff/staff.module.css";

/**
 * Who owns a piece of work (a claim, a quotation request), and the three ways to change it: take it, assign or
 * reassign it to a colleague, release it to the shared mailbox (decision 0034). Each form names the owner the
 * page showed (`expected`), so a change someone made meanwhile is reported rather than overwritten. The action
 * tells them apart by `intent`: "take", "assign", "release".
 */
export function OwnerPanel({
  owner,
  me,
  team,
  summary,
  outcome,
  releaseLabel,
  headingLevel = 3,
  takeExtra,
}: {
  /** The owner now, by e-mail address and name; null while the shared mailbox has it. */
  owner: { email: string; name: string } | null;
  /** The signed-in member's address (lower case). */
  me: string;
  /** Who may own it, by name. */
  team: readonly { email: string; name: string }[];
  /** What owning it means here, for the owner there is. */
  summary: ReactNode;
  /** What the last owner change did, or why it was refused. */
  outcome?: ReactNode;
  releaseLabel: string;
  /** Its heading's level where it stands on the page. */
  headingLevel?: 2 | 3;
  /** More fields posted with "Make me the owner" (a claim's box to acknowledge it too). */
  takeExtra?: ReactNode;
}) {
  const busy = useNavigation().formData?.get("intent");
  const H = `h${headingLevel}` as const;
  return (
    <section className={styles.formCard} aria-labelledby="owner-heading">
      <H id="owner-heading">Owner</H>
      {outcome}
      <p>{summary}</p>
      {owner?.email !== me ? (
        <Form method="post">
          <input type="hidden" name="intent" value="take" />
          <input type="hidden" name="expected" value={owner?.email ?? ""} />
          {takeExtra}
          <button type="submit" className="button button-secondary" disabled={busy === "take"}>
            Make me the owner
          </button>
        </Form>
      ) : null}
      <Form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="expected" value={owner?.email ?? ""} />
        <div className="form-field">
          <label htmlFor="owner">{owner ? "Reassign to" : "Assign to"}</label>
          <select id="owner" name="owner" className="form-input" defaultValue="" required>
            <option value="">Choose…</option>
            {team
              .filter((m) => m.email !== owner?.email)
              .map((m) => (
                <option key={m.email} value={m.email}>
                  {m.name}
                </option>
              ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary" disabled={busy === "assign"}>
          {owner ? "Reassign" : "Assign"}
        </button>
      </Form>
      {owner ? (
        <Form method="post">
          <input type="hidden" name="intent" value="release" />
          <input type="hidden" name="expected" value={owner.email} />
          <button type="submit" className="button button-secondary" disabled={busy === "release"}>
            {releaseLabel}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
