import { Form } from "react-router";

import { INTERIM_REASON_MAX } from "#app/claims/steps.ts";
import type { ClaimDesk } from "#app/claims/desk.server.ts";
import { CheckboxField } from "#app/components/forms/fields.tsx";
import { Table, type Column } from "#app/components/Table.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { formatRand } from "#app/lib/format/money.ts";
import styles from "#app/routes/staff/staff.module.css";
import { type DeskPanelProps, Outcome, useBusy, valuesOf } from "./DeskPanel.tsx";

type PaymentRow = ClaimDesk["paid"][number];

const paymentColumns: Column<PaymentRow>[] = [
  { header: "Paid on", render: (p) => formatDate(p.onDay), className: styles.nowrap },
  { header: "Amount", render: (p) => formatRand(p.amountCents, { showCents: true }), align: "number" },
  { header: "Reference", render: (p) => p.reference },
  {
    header: "Interim (before the decision)",
    render: (p) => (p.interimReason !== null ? `Yes: ${p.interimReason}` : "No"),
  },
  { header: "Recorded by", render: (p) => p.by },
];

/**
 * The claim's reserve (for the team only) and payments (shown to the claimant), with a form for each: a payment
 * before the claim is approved only as an interim payment with its reason.
 */
export function MoneyPanel({ desk, result }: DeskPanelProps) {
  const { paid, reserve, today } = desk;
  const busy = useBusy();
  const values = valuesOf(result);
  return (
    <>
      <h2>Reserve and payments</h2>
      <p>
        Reserve:{" "}
        {reserve
          ? `${formatRand(reserve.amountCents, { showCents: true })}, set on ${formatDate(reserve.onDay)} (${reserve.reference}). The claimant does not see it.`
          : "none set."}
      </p>
      <Table caption="Payments" columns={paymentColumns} rows={paid} rowKey={(p) => p.id} empty="No payments yet." />
      <div className={styles.actionGrid}>
        {(["payment", "reserve"] as const).map((kind) => {
          const mine = result?.intent === kind ? values : undefined;
          return (
            <Form
              method="post"
              className={styles.formCard}
              key={`${kind}-${kind === "payment" ? paid.length : desk.sent.reserves}`}
            >
              <input type="hidden" name="intent" value={kind} />
              <h3>{kind === "payment" ? "Record a payment" : "Set the reserve"}</h3>
              <Outcome result={result} intent={kind} />
              <p className={styles.muted}>
                {kind === "payment"
                  ? desk.payments === "any"
                    ? "Shown to the claimant on their tracker, and e-mailed to them."
                    : desk.payments === "interim"
                      ? "The claim is not approved yet: only an interim payment, with its reason, is recorded before the decision. Shown to the claimant as such, and e-mailed to them."
                      : "This claim takes no payments in its step."
                  : "What the claim is expected to cost, for the claims team only; the newest figure stands."}
              </p>
              <div className="form-field">
                <label htmlFor={`${kind}-amount`}>Amount (rand)</label>
                <input
                  id={`${kind}-amount`}
                  name="amount"
                  className="form-input"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  defaultValue={mine?.amount ?? ""}
                />
              </div>
              <div className="form-field">
                <label htmlFor={`${kind}-onDay`}>{kind === "payment" ? "Paid on" : "Set on"}</label>
                <input
                  id={`${kind}-onDay`}
                  name="onDay"
                  type="date"
                  className="form-input"
                  required
                  max={kind === "payment" ? today : undefined}
                  defaultValue={mine?.onDay ?? today}
                />
              </div>
              <div className="form-field">
                <label htmlFor={`${kind}-reference`}>Reference</label>
                <input
                  id={`${kind}-reference`}
                  name="reference"
                  className="form-input"
                  maxLength={80}
                  autoComplete="off"
                  required
                  defaultValue={mine?.reference ?? ""}
                />
              </div>
              {kind === "payment" && desk.payments === "interim" ? (
                <>
                  <CheckboxField
                    id="payment-interim"
                    name="interim"
                    label="Interim payment, before the claim is decided"
                    defaultChecked={mine?.interim === "on"}
                  />
                  <div className="form-field">
                    <label htmlFor="payment-reason">Reason for the interim payment</label>
                    <p id="payment-reason-hint" className={styles.muted}>
                      The claimant reads it beside the payment, such as &ldquo;Emergency accommodation while the fire
                      damage is assessed&rdquo;.
                    </p>
                    <textarea
                      id="payment-reason"
                      name="reason"
                      className="form-input"
                      rows={2}
                      maxLength={INTERIM_REASON_MAX}
                      aria-describedby="payment-reason-hint"
                      defaultValue={mine?.reason ?? ""}
                    />
                  </div>
                </>
              ) : null}
              <p>
                <button type="submit" className="button button-secondary" disabled={busy === kind}>
                  {kind === "payment" ? "Record the payment" : "Set the reserve"}
                </button>
              </p>
            </Form>
          );
        })}
      </div>
    </>
  );
}
