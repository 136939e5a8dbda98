import type { ComponentProps } from "react";
import { data, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done, TextArea, TextField, type FieldProblems } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { findQuoteRequest, takeQuoteStep, type QuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { mailEnabled } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { textValue } from "#app/lib/form-values.ts";
import { formatRand, parseRandInput } from "#app/lib/money.ts";
import { southAfricanDayStart, southAfricanTime } from "#app/lib/time.ts";
import type { Programme } from "#app/programmes/types.ts";
import { QuoteRequestView } from "#app/components/quotes/QuoteRequestView.tsx";
import {
  clientPath,
  fullUrl,
  programmeOf,
  requesterOf,
  requestView,
  underwritingView,
} from "#app/quotes/desk.server.ts";
import { boundEmail, declinedEmail, quotationSentEmail } from "#app/quotes/emails.ts";
import { SERVICE_TARGET_BUSINESS_DAYS, type QuoteAction } from "#app/quotes/workflow.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quote";
import { ActionForm } from "#app/components/staff/ActionForm.tsx";
import styles from "./staff.module.css";

async function requestFrom(reference: string): Promise<{ request: QuoteRequest; programme: Programme }> {
  const { database } = await services();
  const request = await findQuoteRequest(database, reference);
  const programme = request && programmeOf(request);
  if (!request || !programme) notFound();
  return { request, programme };
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { request, programme } = await requestFrom(params.reference);
  const { database } = await services();
  await recordAudit(database.db, {
    action: "quote-request-read",
    actor: actorOf(member, context),
    targetContext: request.context,
    targetUserId: request.userId,
    target: request.reference,
  });
  return {
    view: await requestView(database, request, programme, "underwriter"),
    desk: underwritingView(request, programme),
    requester: (await requesterOf(database, request)) ?? null,
  };
}

type Result =
  | ({ intent: string; error?: string } & FieldProblems)
  | { done: string }
  /** The request moved on since the page was read. */
  | { conflict: string };

const LIMITS = { conditions: 4000, reason: 2000, policyNumber: 40, premium: 30, validUntil: 10 };

/** The step a form asks for, with a message per field for what is wrong. */
function actionFrom(intent: string, form: FormData): { action?: QuoteAction; problems: FieldProblems } {
  const values = {
    premium: textValue(form, "premium", LIMITS.premium),
    conditions: textValue(form, "conditions", LIMITS.conditions),
    validUntil: textValue(form, "validUntil", LIMITS.validUntil),
    reason: textValue(form, "reason", LIMITS.reason),
    policyNumber: textValue(form, "policyNumber", LIMITS.policyNumber),
  };
  const errors: Record<string, string> = {};
  switch (intent) {
    case "take-up":
      return { action: { kind: "take-up" }, problems: {} };
    case "quote": {
      const cents = parseRandInput(values.premium);
      if (cents === undefined || cents <= 0) errors.premium = "Give the annual premium in rand, e.g. 1 250 000.";
      if (!southAfricanDayStart(values.validUntil)) errors.validUntil = "Give the last day it is valid, as a date.";
      if (Object.keys(errors).length) return { problems: { errors, values } };
      return {
        action: { kind: "quote", premiumCents: cents!, conditions: values.conditions, validUntil: values.validUntil },
        problems: { values },
      };
    }
    case "decline":
      if (!values.reason) return { problems: { errors: { reason: "Say why: the client reads it." }, values } };
      return { action: { kind: "decline", reason: values.reason }, problems: { values } };
    case "bind":
      if (!/^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/.test(values.policyNumber)) {
        return {
          problems: { errors: { policyNumber: "Give the policy number, e.g. KRG-NMI-0412-2027." }, values },
        };
      }
      return { action: { kind: "bind", policyNumber: values.policyNumber }, problems: { values } };
    default:
      return { problems: {} };
  }
}

/**
 * Underwriting's steps on a request, by `intent`, each naming the version of
 * the request the page showed: if another underwriter acted first, nothing
 * changes and the page says who did what, when.
 */
export async function action({ request: http, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "underwriter");
  const { request, programme } = await requestFrom(params.reference);
  const form = await readFormBody(http);
  const intent = textValue(form, "intent", 20);
  const version = Number(textValue(form, "version", 12));
  const { action: step, problems } = actionFrom(intent, form);
  if (!step) {
    if (!problems.errors) {
      return data<Result>({ intent, error: "That action is not one this page offers." }, { status: 400 });
    }
    return data<Result>({ intent, ...problems });
  }
  const { database } = await services();
  const requester = await requesterOf(database, request);
  const link = fullUrl(clientPath(programme, request.reference));
  const about = { reference: request.reference, client: programme.name, link };
  const emails = (updated: QuoteRequest): Email[] => {
    if (!requester) return [];
    const to = { to: requester.email, name: requester.name };
    if (step.kind === "quote")
      return [quotationSentEmail({ ...about, ...to, validUntil: updated.quotation!.validUntil })];
    if (step.kind === "decline") return [declinedEmail({ ...about, ...to })];
    if (step.kind === "bind") return [boundEmail({ ...about, ...to, policyNumber: updated.policyNumber! })];
    return [];
  };
  const result = await takeQuoteStep(database, {
    reference: request.reference,
    action: step,
    party: "underwriter",
    actor: actorOf(member, context),
    version: Number.isSafeInteger(version) ? version : -1,
    emails,
  });
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    if (result.reason === "conflict") return data<Result>({ conflict: result.message }, { status: 409 });
    return data<Result>({ intent, error: result.message, ...problems });
  }
  const who = requester ? requester.email : "the client";
  const told = mailEnabled() && requester ? ` ${who} is told by e-mail.` : "";
  const { quotation, policyNumber } = result.request;
  const done =
    step.kind === "take-up"
      ? `You have taken up ${request.reference}: it shows as being prepared.`
      : step.kind === "quote" && quotation
        ? `Quotation sent: ${formatRand(quotation.premiumCents, { showCents: true })} a year, valid until ${quotation.validUntil}.${told}`
        : step.kind === "decline"
          ? `${request.reference} is declined.${told}`
          : `${request.reference} is bound under policy number ${policyNumber ?? ""}.${told}`;
  return data<Result>({ done });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation request ${loaderData?.view.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/** A workflow step, sent with the version the page was read at (a step taken meanwhile is refused). */
function StepForm({
  version,
  result,
  ...props
}: Omit<ComponentProps<typeof ActionForm>, "hidden" | "error"> & { version: number; result?: Result }) {
  const error = result && "intent" in result && result.intent === props.intent ? result.error : undefined;
  return <ActionForm {...props} hidden={{ version }} error={error} />;
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, desk, requester } = loaderData;
  const result = actionData as Result | undefined;
  const problemsFor = (intent: string): FieldProblems | undefined =>
    result && "intent" in result && result.intent === intent ? result : undefined;
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/quotes">Quotation requests</Link>
      </p>
      <h1>
        Quotation request <span className={styles.reference}>{view.reference}</span>
      </h1>
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      {result && "conflict" in result ? (
        <div role="alert" className="form-message form-message-error">
          {result.conflict}
        </div>
      ) : null}
      <dl className={styles.fields}>
        <div>
          <dt>State</dt>
          <dd>
            <Badge tone={view.stateTone}>{view.stateLabel}</Badge>
          </dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>
            {view.client}
            {view.renewal ? " (renewal)" : ""}
          </dd>
        </div>
        <div>
          <dt>Requested by</dt>
          <dd>{requester ? `${requester.name} (${requester.email})` : "An account that has since been removed"}</dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>
            {southAfricanTime(view.createdAt)}
            {desk.age.waiting
              ? `: waiting ${desk.age.days} business day${desk.age.days === 1 ? "" : "s"} (target ${SERVICE_TARGET_BUSINESS_DAYS})`
              : ""}{" "}
            {desk.age.overdue ? <Badge tone="danger">Over target</Badge> : null}
          </dd>
        </div>
      </dl>

      {view.steps.length ? (
        <section aria-labelledby="steps-heading" className={styles.section}>
          <h2 id="steps-heading">What you can do</h2>
          <div className={styles.actionGrid}>
            {view.steps.includes("take-up") ? (
              <StepForm
                intent="take-up"
                version={view.version}
                label="Take it up"
                explain="You will prepare the quotation: the client sees it as being prepared."
                result={result}
              />
            ) : null}
            {view.steps.includes("quote") ? (
              <StepForm
                intent="quote"
                version={view.version}
                label="Send the quotation"
                explain="The client is told by e-mail and reads the quotation, with its figures and conditions, once signed in."
                result={result}
              >
                <TextField
                  name="premium"
                  label="Premium"
                  inputMode="decimal"
                  required
                  hint={`The annual premium in rand, before SASRIA and VAT. The calculator gave ${formatRand(
                    desk.tiers.find((t) => t.requested)?.basePremium ?? view.calculatorPremium,
                    { showCents: true },
                  )} for ${view.tier}.`}
                  problems={problemsFor("quote")}
                />
                <TextArea
                  name="conditions"
                  label="Conditions"
                  maxLength={LIMITS.conditions}
                  hint="Anything the cover depends on, e.g. tracking devices or a survey; leave empty if none."
                  problems={problemsFor("quote")}
                />
                <TextField
                  name="validUntil"
                  label="Valid until"
                  type="date"
                  required
                  defaultValue={desk.validUntil}
                  hint={`The last day the client may accept it: ${desk.validityDays} days from today unless you change it.`}
                  problems={problemsFor("quote")}
                />
              </StepForm>
            ) : null}
            {view.steps.includes("decline") ? (
              <StepForm
                intent="decline"
                version={view.version}
                label="Decline"
                danger
                explain="The client is told by e-mail and reads your reason once signed in."
                result={result}
              >
                <TextArea
                  name="reason"
                  label="Reason"
                  required
                  maxLength={LIMITS.reason}
                  problems={problemsFor("decline")}
                />
              </StepForm>
            ) : null}
            {view.steps.includes("bind") ? (
              <StepForm
                intent="bind"
                version={view.version}
                label="Mark it bound"
                explain="The client has accepted: record the policy number the cover is on. They are told by e-mail."
                result={result}
              >
                <TextField
                  name="policyNumber"
                  label="Policy number"
                  required
                  maxLength={LIMITS.policyNumber}
                  problems={problemsFor("bind")}
                />
              </StepForm>
            ) : null}
          </div>
        </section>
      ) : null}

      <QuoteRequestView view={view} pdf={`/staff/quotes/${view.reference}/quotation.pdf`} headingLevel={2} />

      <section aria-labelledby="tiers-heading" className={styles.section}>
        <h2 id="tiers-heading">The calculator on this schedule</h2>
        <p>The quote engine&apos;s premium for every tier of the programme; the client asked about {view.tier}.</p>
        <Table
          caption="Premium by tier"
          captionHidden
          columns={[
            { header: "Tier", render: (t) => (t.requested ? `${t.label} (asked for)` : t.label) },
            { header: "Excess", render: (t) => t.description },
            { header: "Premium", align: "number", render: (t) => formatRand(t.basePremium, { showCents: true }) },
            { header: "SASRIA", align: "number", render: (t) => formatRand(t.sasria, { showCents: true }) },
            { header: "VAT", align: "number", render: (t) => formatRand(t.vat, { showCents: true }) },
            { header: "Total a year", align: "number", render: (t) => formatRand(t.total, { showCents: true }) },
          ]}
          rows={desk.tiers}
          rowKey={(t) => t.tierId}
        />
      </section>

      <section aria-labelledby="claims-heading" className={styles.section}>
        <h2 id="claims-heading">Claims history</h2>
        <Table
          caption="Premium and claims by policy year"
          captionHidden
          columns={[
            { header: "Year", render: (y) => String(y.year) },
            { header: "Premium", align: "number", render: (y) => formatRand(y.premium) },
            { header: "Claims", align: "number", render: (y) => String(y.claims) },
            { header: "Incurred", align: "number", render: (y) => formatRand(y.incurred) },
            { header: "Loss ratio", align: "number", render: (y) => `${y.lossRatio}%` },
          ]}
          rows={desk.claims}
          rowKey={(y) => y.year}
        />
      </section>
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
