import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { data, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Done } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { addQuoteNote, stepsOf } from "#app/quotes/quote-versions.server.ts";
import { findQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { isQuoteOwnerError, setQuoteOwner } from "#app/quotes/quote-owners.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import type { QuoteRequest } from "#app/quotes/quote-records.server.ts";
import { staffByEmail, staffWithRole } from "#app/accounts/staff-directory.server.ts";
import { checkAndStorePdfs, receiveAttachments, refusedMessage, removeStored } from "#app/quotes/attachments.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { wholeNumber } from "#app/lib/http/numbers.ts";
import { OwnerPanel } from "#app/components/staff/OwnerPanel.tsx";
import { mailEnabled } from "#app/email/notify.server.ts";
import type { Email } from "#app/email/outbox.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
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
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/quote";
import { AskStep } from "#app/components/quotes/desk/AskStep.tsx";
import { BindStep } from "#app/components/quotes/desk/BindStep.tsx";
import { ClaimsPanel, DeskSummary, NotePanel, TiersPanel } from "#app/components/quotes/desk/DeskPanels.tsx";
import { ConditionsPanel } from "#app/components/quotes/desk/ConditionsPanel.tsx";
import { tracksConditions } from "#app/quotes/quote-outputs.ts";
import { QuoteStep } from "#app/components/quotes/desk/QuoteStep.tsx";
import { ReasonStep } from "#app/components/quotes/desk/ReasonStep.tsx";
import { TakeUpStep } from "#app/components/quotes/desk/TakeUpStep.tsx";
import { useDeskResult } from "#app/components/quotes/desk/step-form.tsx";
import { actionFrom, conditionFrom, doneMessage, LIMITS, type DeskResult } from "#app/quotes/desk-form.ts";
import { setCondition } from "#app/quotes/quote-conditions.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
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
    return data<DeskResult>(
      { intent, error: "The upload did not arrive whole: please send it again." },
      { status: 400 },
    );
  }
  if (intent === "take" || intent === "assign" || intent === "release") {
    const me = member.user.email.toLowerCase();
    const owner = intent === "take" ? me : intent === "release" ? null : textValue(form, "owner", 254) || null;
    const expected = textValue(form, "expected", 254) || null;
    if (intent === "assign" && !owner) return data<DeskResult>({ intent, error: "Choose who is to own the request." });
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
      return data<DeskResult>({
        intent,
        done: !assigned
          ? "The request is released: the client's answers, documents and acceptance go to the shared underwriting mailbox."
          : assigned.email === me
            ? "You are now this request's owner: the client sees your name."
            : `${assigned.name} now owns the request${mailEnabled() ? " and has been e-mailed" : ""}.`,
      });
    } catch (error) {
      if (isQuoteOwnerError(error)) return data<DeskResult>({ intent, error: error.message }, { status: 409 });
      throw error;
    }
  }
  if (intent === "note") {
    const note = textValue(form, "note", LIMITS.note);
    if (!note) return data<DeskResult>({ intent, errors: { note: "Write the note." }, values: { note } });
    const { database } = await services();
    await addQuoteNote(database, { reference: request.reference, note, actor: actorOf(member, context) });
    return data<DeskResult>({ done: "Note added: only underwriting sees it." });
  }
  if (intent === "condition") {
    // One condition of the version in force: where it stands and its due day (app/quotes/conditions.ts).
    const read = conditionFrom(form);
    if ("error" in read) return data<DeskResult>({ intent: read.intent, error: read.error }, { status: 400 });
    const { database } = await services();
    const saved = await setCondition(database, {
      reference: request.reference,
      ...read,
      actor: actorOf(member, context),
    });
    if (!saved) {
      return data<DeskResult>(
        { intent: read.intent, error: "That condition is not one of the quotation in force." },
        { status: 409 },
      );
    }
    return data<DeskResult>({
      done: `Condition ${read.position} is ${read.status}${read.dueOn ? `, due by ${formatDate(read.dueOn)}` : ""}.`,
    });
  }
  const tiers = programme.details.rating.tiers.map((t) => t.label);
  const { action: step, problems } = actionFrom(intent, form, tiers);
  if (!step) {
    if (!problems.errors) {
      return data<DeskResult>({ intent, error: "That action is not one this page offers." }, { status: 400 });
    }
    return data<DeskResult>({ intent, ...problems });
  }
  const { database, files } = await services();
  // PDFs go with a quotation (or its revision) only; other steps carry none.
  const withFiles = step.kind === "quote" || step.kind === "revise";
  const checked =
    withFiles && upload.files.length ? await checkAndStorePdfs(upload, files) : { ok: true as const, files: [] };
  if (!checked.ok) return data<DeskResult>({ intent, error: refusedMessage(checked.refused), ...problems });
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
    if (result.reason === "conflict") return data<DeskResult>({ conflict: result.message }, { status: 409 });
    return data<DeskResult>({ intent, error: result.message, ...problems });
  }
  const toldLine =
    mailEnabled() && told.length
      ? ` ${told.map((p) => p.email).join(", ")} ${told.length === 1 ? "is" : "are"} told by e-mail.`
      : "";
  const attached = checked.files.length
    ? ` ${checked.files.length === 1 ? "One PDF goes" : `${checked.files.length} PDFs go`} with it.`
    : "";
  const done = doneMessage(step, result.request, toldLine) + attached;
  return data<DeskResult>({ done });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation request ${loaderData?.view.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, desk, requester, me, team } = loaderData;
  const { result, stepInFlight } = useDeskResult(actionData);
  // The owner panel shows what its own forms did, beside them.
  const ownerResult =
    result && "intent" in result && ["take", "assign", "release"].includes(result.intent) ? result : undefined;
  const step = { version: view.version, result, held: stepInFlight };
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
      <DeskSummary view={view} desk={desk} requester={requester} />

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
          {/* One component a step, each keyed by what it is: a step taken re-keys only the forms it ends or begins. */}
          <div className={styles.actionGrid}>
            {view.steps.includes("take-up") ? <TakeUpStep key="take-up" {...step} /> : null}
            {view.steps.includes("quote") || view.steps.includes("revise") ? (
              // A new version empties the form: its PDFs went with the version sent and are not sent twice.
              <QuoteStep key={`quote-${view.quotation?.version ?? 0}`} {...step} view={view} desk={desk} />
            ) : null}
            {view.steps.includes("ask") ? <AskStep key="ask" {...step} /> : null}
            {view.steps.includes("withdraw") ? <ReasonStep key="withdraw" intent="withdraw" {...step} /> : null}
            {view.steps.includes("decline") ? <ReasonStep key="decline" intent="decline" {...step} /> : null}
            {view.steps.includes("bind") ? <BindStep key="bind" {...step} view={view} desk={desk} /> : null}
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

      <ConditionsPanel conditions={tracksConditions(view.facts) ? view.conditions : []} result={result} />
      <NotePanel result={result} />
      <TiersPanel tiers={desk.tiers} asked={view.tier} />
      <ClaimsPanel claims={desk.claims} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
