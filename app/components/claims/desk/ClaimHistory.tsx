import { STEP_LABELS } from "#app/claims/steps.ts";
import type { ClaimDesk } from "#app/claims/desk.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import styles from "#app/routes/staff/staff.module.css";

/**
 * A payment's or reserve's history entry ("1250000 cents on 2026-11-25, reference X", and for an interim
 * payment ", interim: reason") in rand and words.
 */
function moneyText(kind: string, text: string): string {
  const match = /^(\d+) cents on (\d{4}-\d{2}-\d{2}), reference (.*?)(?:, interim: (.*))?$/s.exec(text);
  if ((kind !== "payment" && kind !== "reserve") || !match) return text;
  const interim = match[4] === undefined ? "" : ` (interim: ${match[4]})`;
  return `${formatRand(Number(match[1]), { showCents: true })} on ${formatDate(match[2]!)}, reference ${match[3]}${interim}`;
}

/** The claim's history, oldest first, internal notes marked as such. */
export function ClaimHistory({ history }: { history: ClaimDesk["history"] }) {
  return (
    <>
      <h2>History</h2>
      <ol className={styles.history}>
        {history.map((h) => (
          <li key={h.id} className={h.kind === "internal-note" ? styles.internal : undefined}>
            <strong>
              {h.kind === "step" && h.step
                ? STEP_LABELS[h.step]
                : h.kind === "internal-note"
                  ? "Internal note"
                  : h.kind === "documents"
                    ? "The claimant added documents"
                    : h.kind === "handler"
                      ? h.text
                        ? `Owner: ${h.text}`
                        : "Released to the shared mailbox"
                      : h.kind === "message-in"
                        ? "Message from the claimant"
                        : h.kind === "message-out"
                          ? "Message to the claimant"
                          : h.kind === "payment"
                            ? "Payment recorded"
                            : h.kind === "reserve"
                              ? "Reserve set"
                              : h.kind === "acknowledged"
                                ? "Acknowledged"
                                : h.kind === "next-step"
                                  ? h.text
                                    ? "Next step set"
                                    : "Next step cleared"
                                  : "Note"}
            </strong>{" "}
            {southAfricanTime(h.at)}
            {h.by ? `, by ${h.by}` : ""}
            {h.text && h.kind !== "handler" ? (
              <p className={styles.preWrap}>
                {h.kind === "step" ? `To the claimant: ${h.text}` : moneyText(h.kind, h.text)}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
