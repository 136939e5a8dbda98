import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import type { ComponentProps } from "react";
import { data, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done, TextArea, TextField, type FieldProblems } from "#app/components/forms/fields.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { addQuoteNote, stepsOf } from "#app/quotes/quote-versions.server.ts";
import { findQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { isQuoteOwnerError, setQuoteOwner } from "#app/quotes/quote-owners.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { type QuoteRequest } from "#app/quotes/quote-records.server.ts";
import { staffByEmail, staffWithRole } from "#app/accounts/staff-directory.server.ts";
import { checkAndStorePdfs, receiveAttachments, refusedMessage, removeStored } from "#app/quotes/attachments.server.ts";
import { PDF_ACCEPT, PDF_FIELD } from "#app/quotes/attachments.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { wholeNumber } from "#app/lib/http/numbers.ts";
import { OwnerPanel } from "#app/components/staff/OwnerPanel.tsx";
import { mailEnabled } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { formatRand, formatRandInput } from "#app/lib/format/money.ts";
import { parsePremium } from "#app/quotes/premium.ts";
import { southAfricanDayStart, southAfricanTime } from "#app/lib/format/time.ts";
import type { Programme } from "#app/programmes/types.ts";
import { QuoteRequestView } from "#app/components/quotes/QuoteRequestView.tsx";
import { clientRecipients, outputState, STATE_EMAILS, type Recipient } from "#app/quotes/quote-outputs.ts";
import {
  clientPath,
  fullUrl,
  programmeOf,
  programmeTeam,
  requesterOf,
  requestView,
  underwritingView,
} from "#app/quotes/desk.server.ts";
import {
  boundEmail,
  declinedEmail,
  quoteAssignedEmail,
  informationNeededEmail,
  quotationRevisedEmail,
  quotationSentEmail,
  withdrawnEmail,
} from "#app/quotes/emails.ts";
import { formatDate } from "#app/lib/format/dates.ts";
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
    desk: underwritingView(request, await storedProgramme(database, programme)),
    requester: (await requesterOf(database, request)) ?? null,
    me: member.user.email.toLowerCase(),
    team: (await staffWithRole(database, "underwriter")).map(({ email, name }) => ({ email, name })),
  };
}

/** A quotation may carry PDFs: the post streams in as a claim's does (decision 0023), a step without files as a form. */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

type Result =
  | ({ intent: string; error?: string } & FieldProblems)
  | { done: string }
  /** The request moved on since the page was read. */
  | { conflict: string };

const LIMITS = { conditions: 4000, reason: 2000, policyNumber: 40, premium: 30, validUntil: 10, note: 4000 };

/** The form field of a tier's premium in the quotation form. */
const premiumField = (tier: string) => `premium:${tier}`;

/** The step a form asks for, with a message per field for what is wrong; `tiers` are the programme's, by label. */
function actionFrom(
  intent: string,
  form: FormData,
  tiers: string[],
): { action?: QuoteAction; problems: FieldProblems } {
  const values: Record<string, string> = {
    conditions: textValue(form, "conditions", LIMITS.conditions),
    validUntil: textValue(form, "validUntil", LIMITS.validUntil),
    inceptionDate: textValue(form, "inceptionDate", LIMITS.validUntil),
    reason: textValue(form, "reason", LIMITS.reason),
    question: textValue(form, "question", LIMITS.note),
    policyNumber: textValue(form, "policyNumber", LIMITS.policyNumber),
    backdateReason: textValue(form, "backdateReason", LIMITS.reason),
  };
  const errors: Record<string, string> = {};
  switch (intent) {
    case "take-up":
      return { action: { kind: "take-up" }, problems: {} };
    case "quote":
    case "revise": {
      // A tier is offered when its premium is filled in; the rest are left out.
      const options = [];
      for (const tier of tiers) {
        const field = premiumField(tier);
        values[field] = textValue(form, field, LIMITS.premium);
        if (!values[field]) continue;
        const premium = parsePremium(values[field]);
        if ("error" in premium) errors[field] = premium.error;
        else options.push({ tier, premiumCents: premium.cents });
      }
      if (!options.length && !Object.keys(errors).length) {
        errors[premiumField(tiers[0] ?? "")] = "Give the premium of at least one tier to offer it.";
      }
      if (!southAfricanDayStart(values.validUntil)) errors.validUntil = "Give the last day it is valid, as a date.";
      if (Object.keys(errors).length) return { problems: { errors, values } };
      return {
        action: { kind: intent, options, conditions: values.conditions!, validUntil: values.validUntil! },
        problems: { values },
      };
    }
    case "ask":
      if (!values.question) return { problems: { errors: { question: "Write the question for the client." }, values } };
      return { action: { kind: "ask", question: values.question }, problems: { values } };
    case "withdraw":
      if (!values.reason) return { problems: { errors: { reason: "Say why: the client reads it." }, values } };
      return { action: { kind: "withdraw", reason: values.reason }, problems: { values } };
    case "decline":
      if (!values.reason) return { problems: { errors: { reason: "Say why: the client reads it." }, values } };
      return { action: { kind: "decline", reason: values.reason }, problems: { values } };
    case "bind":
      if (!/^[A-Za-z0-9][A-Za-z0-9/-]{2,39}$/.test(values.policyNumber!)) {
        errors.policyNumber = "Give the policy number, e.g. KRG-NMI-0412-2027.";
      }
      if (!southAfricanDayStart(values.inceptionDate)) errors.inceptionDate = "Give the day cover starts, as a date.";
      if (Object.keys(errors).length) return { problems: { errors, values } };
      return {
        action: {
          kind: "bind",
          policyNumber: values.policyNumber!,
          inceptionDate: values.inceptionDate!,
          backdateReason: values.backdateReason || undefined,
        },
        problems: { values },
      };
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
  const upload = await receiveAttachments(http);
  try {
    return await act(upload.fields, upload, { member, context, request, programme });
  } finally {
    await upload.cleanup();
  }
}

async function act(
  form: FormData,
  upload: Awaited<ReturnType<typeof receiveAttachments>>,
  {
    member,
    context,
    request,
    programme,
  }: {
    member: Awaited<ReturnType<typeof requireStaff>>;
    context: Route.ActionArgs["context"];
    request: QuoteRequest;
    programme: Programme;
  },
) {
  const intent = textValue(form, "intent", 20);
  const version = wholeNumber(form.get("version")) ?? 0;
  if (upload.incomplete) {
    return data<Result>({ intent, error: "The upload did not arrive whole: please send it again." }, { status: 400 });
  }
  if (intent === "take" || intent === "assign" || intent === "release") {
    const me = member.user.email.toLowerCase();
    const owner = intent === "take" ? me : intent === "release" ? null : textValue(form, "owner", 254) || null;
    const expected = textValue(form, "expected", 254) || null;
    if (intent === "assign" && !owner) return data<Result>({ intent, error: "Choose who is to own the request." });
    const { database } = await services();
    const byName = (await staffByEmail(database, [me])).get(me)?.name ?? me;
    try {
      const assigned = await setQuoteOwner(
        database,
        { reference: request.reference, owner, expected, actor: actorOf(member, context) },
        (updated, to) =>
          quoteAssignedEmail({
            reference: updated.reference,
            client: programme.name,
            link: fullUrl(`/staff/quotes/${updated.reference}`),
            recipient: to.email,
            ownerName: to.name,
            byName,
          }),
      );
      return data<Result>({
        intent,
        done: !assigned
          ? "The request is released: the client's answers, documents and acceptance go to the shared underwriting mailbox."
          : assigned.email === me
            ? "You are now this request's owner: the client sees your name."
            : `${assigned.name} now owns the request${mailEnabled() ? " and has been e-mailed" : ""}.`,
      });
    } catch (error) {
      if (isQuoteOwnerError(error)) return data<Result>({ intent, error: error.message }, { status: 409 });
      throw error;
    }
  }
  if (intent === "note") {
    const note = textValue(form, "note", LIMITS.note);
    if (!note) return data<Result>({ intent, errors: { note: "Write the note." }, values: { note } });
    const { database } = await services();
    await addQuoteNote(database, { reference: request.reference, note, actor: actorOf(member, context) });
    return data<Result>({ done: "Note added: only underwriting sees it." });
  }
  const tiers = programme.details.rating.tiers.map((t) => t.label);
  const { action: step, problems } = actionFrom(intent, form, tiers);
  if (!step) {
    if (!problems.errors) {
      return data<Result>({ intent, error: "That action is not one this page offers." }, { status: 400 });
    }
    return data<Result>({ intent, ...problems });
  }
  const { database, files } = await services();
  // PDFs go with a quotation (or its revision) only; other steps carry none.
  const withFiles = step.kind === "quote" || step.kind === "revise";
  const checked =
    withFiles && upload.files.length ? await checkAndStorePdfs(upload, files) : { ok: true as const, files: [] };
  if (!checked.ok) return data<Result>({ intent, error: refusedMessage(checked.refused), ...problems });
  const link = fullUrl(clientPath(programme, request.reference));
  const about = { reference: request.reference, client: programme.name, link };
  // Who hears of the step, and in which words, comes from the state it leads to (app/quotes/quote-outputs.ts).
  const team = await programmeTeam(database, request.context);
  const me = member.user.email.toLowerCase();
  const by = (await staffByEmail(database, [me])).get(me)?.name ?? member.user.name ?? undefined;
  const acceptedByEmail = (await stepsOf(database, [request.reference]))
    .get(request.reference)
    ?.findLast((e) => e.action === "accept")?.actorEmail;
  const acceptedBy = acceptedByEmail
    ? (team.find((m) => m.email.toLowerCase() === acceptedByEmail.toLowerCase())?.name ?? acceptedByEmail)
    : undefined;
  let told: Recipient[] = [];
  const emails = (updated: QuoteRequest): Email[] => {
    const state = outputState({ state: updated.state, quotationVersion: updated.quotation?.version ?? null });
    const audiences = STATE_EMAILS[state].flatMap((e) => e.to);
    told = clientRecipients(audiences, team, { requesterId: request.userId, acceptedByEmail });
    return told.map((person) => {
      const to = { to: person.email, name: person.name, as: person.as[0] };
      switch (step.kind) {
        case "quote":
          return quotationSentEmail({ ...about, ...to, validUntil: updated.quotation!.validUntil, sentBy: by });
        case "revise":
          return quotationRevisedEmail({
            ...about,
            ...to,
            version: updated.quotation!.version,
            validUntil: updated.quotation!.validUntil,
            sentBy: by,
          });
        case "ask":
          return informationNeededEmail({ ...about, ...to });
        case "withdraw":
          return withdrawnEmail({ ...about, ...to, by });
        case "decline":
          return declinedEmail({ ...about, ...to, by });
        case "bind":
          return boundEmail({
            ...about,
            ...to,
            policyNumber: updated.policyNumber!,
            cover: updated.cover!,
            acceptedBy,
            boundBy: by,
          });
        default:
          throw new Error(`${step.kind} sends no e-mail to the client`);
      }
    });
  };
  const result = await takeQuoteStep(database, {
    reference: request.reference,
    action: step,
    party: "underwriter",
    actor: actorOf(member, context),
    version: Number.isSafeInteger(version) ? version : -1,
    emails,
    attachments: checked.files,
  });
  if (!result.ok) {
    await removeStored(files, checked.files);
    if (result.reason === "not-found") notFound();
    if (result.reason === "conflict") return data<Result>({ conflict: result.message }, { status: 409 });
    return data<Result>({ intent, error: result.message, ...problems });
  }
  const toldLine =
    mailEnabled() && told.length
      ? ` ${told.map((p) => p.email).join(", ")} ${told.length === 1 ? "is" : "are"} told by e-mail.`
      : "";
  const attached = checked.files.length
    ? ` ${checked.files.length === 1 ? "One PDF goes" : `${checked.files.length} PDFs go`} with it.`
    : "";
  const done = doneMessage(step, result.request, toldLine) + attached;
  return data<Result>({ done });
}

/** What the desk is told once a step is taken; each message reads only what its step has set. */
function doneMessage(step: QuoteAction, updated: QuoteRequest, told: string): string {
  const { reference, quotation, policyNumber, cover } = updated;
  const offered = quotation?.options
    .map((o) => `${o.tier} ${formatRand(o.premiumCents, { showCents: true })}`)
    .join("; ");
  switch (step.kind) {
    case "take-up":
      return `You have taken up ${reference}: it shows as being prepared.`;
    case "ask":
      return `Your question is with the client.${told}`;
    case "quote":
      return `Quotation sent: ${offered} a year, valid until ${formatDate(quotation!.validUntil)}.${told}`;
    case "revise":
      return `Quotation revised: version ${quotation!.version} (${offered}), valid until ${formatDate(quotation!.validUntil)}.${told}`;
    case "withdraw":
      return `Quotation ${reference} is withdrawn.${told}`;
    case "decline":
      return `${reference} is declined.${told}`;
    case "bind":
      return `${reference} is bound under policy number ${policyNumber}, cover from ${formatDate(cover!.from)} to ${formatDate(cover!.to)}.${told}`;
    default:
      return "Done.";
  }
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

/** The steps that end a quotation with a reason the client reads: one form each, alike but for their words. */
const REASON_STEPS = [
  {
    intent: "withdraw",
    label: "Withdraw the quotation",
    explain: "It can no longer be accepted. The client is told by e-mail and reads your reason once signed in.",
  },
  {
    intent: "decline",
    label: "Decline",
    explain: "The client is told by e-mail and reads your reason once signed in.",
  },
] as const;

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, desk, requester, me, team } = loaderData;
  const result = actionData as Result | undefined;
  // The owner panel shows what its own forms did, beside them.
  const ownerResult =
    result && "intent" in result && ["take", "assign", "release"].includes(result.intent) ? result : undefined;
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
      {result && "done" in result && !ownerResult ? <Done key={result.done}>{result.done}</Done> : null}
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
            {desk.state.next ? ` ${desk.state.next}` : null}
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

      <OwnerPanel
        owner={view.owner?.email ? { email: view.owner.email, name: view.owner.name } : null}
        me={me}
        team={team}
        releaseLabel="Release to the underwriting mailbox"
        headingLevel={2}
        outcome={
          ownerResult ? (
            "done" in ownerResult ? (
              <Done key={String(ownerResult.done)}>{String(ownerResult.done)}</Done>
            ) : (
              <div role="alert" className="form-message form-message-error">
                {ownerResult.error}
              </div>
            )
          ) : null
        }
        summary={
          view.owner
            ? `${view.owner.email === me ? "You own" : `${view.owner.name} owns`} this request: the client's answers, documents and acceptance are e-mailed to ${view.owner.email === me ? "you" : "them"}, and the client sees ${view.owner.email === me ? "your" : "their"} name.`
            : "Nobody owns this request: the client's answers, documents and acceptance go to the shared underwriting mailbox."
        }
      />

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
            {view.steps.includes("quote") || view.steps.includes("revise") ? (
              <StepForm
                // A new version empties the form: its PDFs went with the version sent and are not sent twice.
                key={`quote-${view.quotation?.version ?? 0}`}
                intent={view.steps.includes("quote") ? "quote" : "revise"}
                version={view.version}
                encType="multipart/form-data"
                label={view.steps.includes("quote") ? "Send the quotation" : "Send a revised quotation"}
                explain={
                  view.steps.includes("quote")
                    ? "Offer one tier or several side by side: fill in the premium of each tier you offer. The client is told by e-mail and accepts one."
                    : "The new version replaces the one the client has; every version is kept. The client is told by e-mail."
                }
                result={result}
              >
                <fieldset className={styles.options}>
                  <legend>Premium of each tier offered</legend>
                  {desk.tiers.map((t) => {
                    const current = view.quotation?.options.find((o) => o.tier === t.label);
                    return (
                      <TextField
                        key={t.tierId}
                        name={`premium:${t.label}`}
                        label={`${t.label} (${t.description})`}
                        inputMode="decimal"
                        defaultValue={current ? formatRandInput(current.basePremium) : undefined}
                        hint={`Annual premium in rand, before SASRIA and VAT; the calculator gives ${formatRand(t.basePremium, { showCents: true })}${t.requested ? " (the tier asked for)" : ""}. Leave empty not to offer it.`}
                        problems={problemsFor(view.steps.includes("quote") ? "quote" : "revise")}
                      />
                    );
                  })}
                </fieldset>
                <TextArea
                  name="conditions"
                  label="Conditions"
                  maxLength={LIMITS.conditions}
                  defaultValue={view.quotation?.conditions}
                  hint="Anything the cover depends on, e.g. tracking devices or a survey; leave empty if none."
                  problems={problemsFor(view.steps.includes("quote") ? "quote" : "revise")}
                />
                <TextField
                  name="validUntil"
                  label="Valid until"
                  type="date"
                  required
                  defaultValue={desk.validUntil}
                  hint={`The last day the client may accept it: ${desk.validityDays} days from today unless you change it, ${formatDate(desk.lastValidDay)} at the latest.`}
                  problems={problemsFor(view.steps.includes("quote") ? "quote" : "revise")}
                />
                <div className="form-field">
                  <label htmlFor="quote-documents">PDFs sent with it (optional)</label>
                  <p id="quote-documents-hint" className={styles.muted}>
                    Wordings, survey requirements or schedules the client should read: PDF only, up to 10 MB each. The
                    client downloads them from their request page.
                  </p>
                  <input
                    id="quote-documents"
                    type="file"
                    name={PDF_FIELD}
                    accept={PDF_ACCEPT}
                    multiple
                    className="form-input"
                    aria-describedby="quote-documents-hint"
                  />
                </div>
              </StepForm>
            ) : null}
            {view.steps.includes("ask") ? (
              <StepForm
                intent="ask"
                version={view.version}
                label="Ask the client"
                explain="When you need more information first: the client is e-mailed and answers on their request page."
                result={result}
              >
                <TextArea
                  name="question"
                  label="Question"
                  required
                  maxLength={LIMITS.note}
                  problems={problemsFor("ask")}
                />
              </StepForm>
            ) : null}
            {REASON_STEPS.filter((step) => view.steps.includes(step.intent)).map((step) => (
              <StepForm
                key={step.intent}
                intent={step.intent}
                version={view.version}
                label={step.label}
                danger
                explain={step.explain}
                result={result}
              >
                <TextArea
                  name="reason"
                  label="Reason"
                  required
                  maxLength={LIMITS.reason}
                  problems={problemsFor(step.intent)}
                />
              </StepForm>
            ))}
            {view.steps.includes("bind") ? (
              <StepForm
                intent="bind"
                version={view.version}
                label="Mark it bound"
                explain={`The client has accepted option ${view.acceptedTier ?? view.tier}: record the policy number and the day cover starts; the cover runs a year. They are told by e-mail and both of you can download the confirmation of cover.`}
                result={result}
              >
                <TextField
                  name="inceptionDate"
                  label="Cover starts on"
                  type="date"
                  required
                  // An overdue renewal starts on its renewal date, so the cover has no gap (issue 35, item 3).
                  defaultValue={desk.earliestInception}
                  hint={
                    desk.earliestInception < desk.today
                      ? `This renewal is overdue: cover may start from its renewal date, ${formatDate(desk.earliestInception)}, so that it has no gap.`
                      : undefined
                  }
                  problems={problemsFor("bind")}
                />
                {desk.earliestInception < desk.today ? (
                  <TextArea
                    name="backdateReason"
                    label="Why cover starts before today"
                    hint="Needed when cover starts before today, e.g. the client was held covered from the renewal date; it is recorded with the binding."
                    maxLength={LIMITS.reason}
                    problems={problemsFor("bind")}
                  />
                ) : null}
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

      <QuoteRequestView
        view={view}
        attachmentHref={(id) => `/staff/quotes/${view.reference}/attachments/${id}`}
        pdf={`/staff/quotes/${view.reference}/quotation.pdf`}
        confirmation={`/staff/quotes/${view.reference}/confirmation-of-cover.pdf`}
        headingLevel={2}
      />

      <section aria-labelledby="note-heading" className={styles.section}>
        <h2 id="note-heading">Internal note</h2>
        <ActionForm
          intent="note"
          label="Add the note"
          explain="For underwriting only: it goes on the desk's timeline, never to the client."
          error={undefined}
        >
          <TextArea name="note" label="Note" required maxLength={LIMITS.note} problems={problemsFor("note")} />
        </ActionForm>
      </section>

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
