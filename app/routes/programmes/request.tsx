import { data, Form, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done, TextArea } from "#app/components/forms/fields.tsx";
import { QuoteRequestView } from "#app/components/quotes/QuoteRequestView.tsx";
import { site } from "#app/config/site.ts";
import { addClientAttachments } from "#app/quotes/attachments.server.ts";
import { OPEN_STATES } from "#app/quotes/quote-requests.server.ts";
import { takeQuoteStep } from "#app/quotes/quote-steps.server.ts";
import { checkAndStorePdfs, receiveAttachments, refusedMessage, removeStored } from "#app/quotes/attachments.server.ts";
import type { StoredAttachment } from "#app/quotes/quote-records.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { wholeNumber } from "#app/lib/http/numbers.ts";
import { notFound, refuseUnless, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { clientPath, fullUrl, programmeTeam, requestView, staffPath } from "#app/quotes/desk.server.ts";
import {
  acceptedForTeamEmail,
  attachmentsAddedEmail,
  clientAnswerEmail,
  informationAnsweredEmail,
  requestWithdrawnByClientEmail,
} from "#app/quotes/emails.ts";
import { clientPage, clientRecipients, STATE_EMAILS, tracksConditions } from "#app/quotes/quote-outputs.ts";
import { checkDeclaration } from "#app/quotes/declaration.ts";
import { conditionStanding } from "#app/quotes/conditions.ts";
import { findAccount } from "#app/accounts/account-list.server.ts";
import { mayDo, type ProgrammeAction } from "#app/programmes/client-roles.ts";
import { RoleRefusedBoundary } from "#app/components/programme/RoleRefused.tsx";
import { services } from "#app/services.server.ts";
import { Confirm, PdfField, type Answer, type Declaration } from "#app/components/quotes/ClientConfirm.tsx";
import type { Route } from "./+types/request";
import styles from "./programme.module.css";

/** /<programme>/requests/<reference>: a request of the programme, open to every member of its team (issue 28). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user, member, request } = await requireProgrammeQuoteRequest(context, url, params);
  const { database } = await services();
  const requester = await findAccount(database, programme.context, request.userId);
  return {
    programme: programme.name,
    signedInAs: user.user.email,
    list: programmePath(programme, "requests"),
    pdf: `${clientPath(programme, request.reference)}/quotation.pdf`,
    confirmation: `${clientPath(programme, request.reference)}/confirmation-of-cover.pdf`,
    requestedBy: requester ? requester.name || requester.email : "A former member of your team",
    accountName: user.user.name,
    may: {
      accept: mayDo(member, "accept-quote"),
      decline: mayDo(member, "decline-quote"),
      answer: mayDo(member, "answer-question"),
      withdraw: mayDo(member, "withdraw-quote"),
    },
    view: await requestView(database, request, programme, "client"),
    attachments: `${clientPath(programme, request.reference)}/attachments`,
    /** PDFs may be added while the request is open (until it is bound, declined or closed). */
    mayAttach: OPEN_STATES.includes(request.state) && mayDo(member, NEEDS.attach),
  };
}

/** PDFs come with an answer or on their own: the post streams in as a claim's does (decision 0023). */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

type Intent = Answer | "answer" | "attach";
type Result =
  { confirm: Answer; tier: string; declaration?: Declaration } | { done: string } | { error: string; answer?: string };

/** What each of the page's forms needs the member's roles to allow (app/programmes/client-roles.ts). */
const NEEDS: Record<Intent, ProgrammeAction> = {
  accept: "accept-quote",
  "not-taken-up": "decline-quote",
  answer: "answer-question",
  cancel: "withdraw-quote",
  // PDFs for underwriting go with a request: whoever may ask for a quotation may add them.
  attach: "request-quote",
};

function isIntent(value: string): value is Intent {
  return Object.hasOwn(NEEDS, value);
}

/**
 * "Accept" (one of the options; approvers, with the declaration), "Not taking
 * it up" (approvers) and "Withdraw" (requesters, while it waits for
 * underwriting): the first post asks to confirm; the confirmed one takes the
 * step, if nobody has changed the request since the page was read. "Answer"
 * (requesters) replies to underwriting's question.
 */
export async function action({ request: http, url, context, params }: Route.ActionArgs) {
  const guarded = await requireProgrammeQuoteRequest(context, url, params);
  const upload = await receiveAttachments(http);
  try {
    return await act(upload, guarded, context);
  } finally {
    await upload.cleanup();
  }
}

async function act(
  upload: Awaited<ReturnType<typeof receiveAttachments>>,
  { programme, user, member, request }: Awaited<ReturnType<typeof requireProgrammeQuoteRequest>>,
  context: Route.ActionArgs["context"],
) {
  const form = upload.fields;
  const intent = textValue(form, "intent", 20);
  if (!isIntent(intent)) return data<Result>({ error: "That is not something this page can do." }, { status: 400 });
  refuseUnless(member, NEEDS[intent]);
  const answerText = textValue(form, "answer", 4000);
  if (upload.incomplete) {
    return data<Result>({ error: "Your documents did not arrive whole: please send them again.", answer: answerText });
  }
  const { database, files } = await services();
  const answeredBy = user.user.name || user.user.email;
  let attached: StoredAttachment[] = [];
  if (intent === "answer" || intent === "attach") {
    if (intent === "attach" && !upload.files.length) return data<Result>({ error: "Choose the PDFs to add first." });
    if (intent === "answer" && !answerText) {
      return data<Result>({ error: "Write your answer to our underwriters' question.", answer: answerText });
    }
    const checked = await checkAndStorePdfs(upload, files);
    if (!checked.ok) return data<Result>({ error: refusedMessage(checked.refused), answer: answerText });
    attached = checked.files;
  }
  if (intent === "attach") {
    const added = await addClientAttachments(
      database,
      { reference: request.reference, files: attached, actor: actorOf(user, context) },
      (current) =>
        attachmentsAddedEmail({
          reference: request.reference,
          client: programme.name,
          link: fullUrl(staffPath(request.reference)),
          owner: current.ownerEmail,
          addedBy: answeredBy,
          names: attached.map((f) => f.name),
        }),
    );
    if (!added) {
      await removeStored(files, attached);
      return data<Result>({ error: "This request is closed: documents can no longer be added." }, { status: 409 });
    }
    return data<Result>({
      done: `Thank you: ${attached.length === 1 ? "your PDF is" : `your ${attached.length} PDFs are`} with our underwriters.`,
    });
  }
  const tier =
    textValue(form, "tier", 100) || (request.quotation?.options.length === 1 ? request.quotation.options[0]!.tier : "");
  const answer = answerText;
  if (intent === "accept" && !tier) return data<Result>({ error: "Choose the option you accept." });
  if (intent !== "answer" && textValue(form, "confirmed", 10) !== "yes") return data<Result>({ confirm: intent, tier });
  const fullName = textValue(form, "fullName", 200);
  if (intent === "accept") {
    const declared = {
      disclosure: form.get("disclosure") === "on",
      authority: form.get("authority") === "on",
      fullName,
    };
    const errors = checkDeclaration(declared, user.user.name);
    if (Object.keys(errors).length) {
      const values = {
        fullName,
        disclosure: declared.disclosure ? "on" : "",
        authority: declared.authority ? "on" : "",
      };
      return data<Result>({ confirm: intent, tier, declaration: { errors, values } }, { status: 400 });
    }
  }
  const note = textValue(form, "note", 2000);
  // Who hears of an acceptance (app/quotes/quote-outputs.ts): underwriting, and the member who asked, every approver
  // and the client administrators, each once.
  const told =
    intent === "accept"
      ? clientRecipients(
          STATE_EMAILS.accepted.flatMap((e) => e.to),
          await programmeTeam(database, programme.context),
          { requesterId: request.userId },
        )
      : [];
  const link = fullUrl(clientPath(programme, request.reference));
  const result = await takeQuoteStep(database, {
    reference: request.reference,
    action:
      intent === "accept"
        ? { kind: "accept", tier, declaredBy: fullName }
        : intent === "answer"
          ? { kind: "answer", answer }
          : intent === "cancel"
            ? { kind: "cancel", reason: note }
            : { kind: "not-taken-up", note },
    party: "client",
    actor: actorOf(user, context),
    version: wholeNumber(form.get("version")) ?? -1,
    attachments: attached,
    // The request's owner hears of it, else the shared underwriting mailbox.
    emails: (updated) => {
      const about = {
        reference: request.reference,
        client: programme.name,
        link: fullUrl(staffPath(request.reference)),
        answeredBy,
        owner: updated.ownerEmail,
      };
      if (intent === "answer") return [informationAnsweredEmail({ ...about, attached: attached.length })];
      if (intent === "cancel") return [requestWithdrawnByClientEmail(about)];
      const team =
        intent === "accept"
          ? told.map((m) =>
              acceptedForTeamEmail({
                ...about,
                link,
                to: m.email,
                name: m.name,
                acceptedBy: answeredBy,
                tier,
              }),
            )
          : [];
      return [clientAnswerEmail({ ...about, accepted: intent === "accept", tier }), ...team];
    },
  });
  if (!result.ok) {
    await removeStored(files, attached);
    if (result.reason === "not-found") notFound();
    return data<Result>({ error: result.message, answer }, { status: 409 });
  }
  return data<Result>({
    done:
      intent === "accept"
        ? `You have accepted quotation ${request.reference}, option ${tier}, with your declaration. Our underwriters, the member who asked, your programme's approvers and client administrators are told now; our underwriters will confirm your cover with a policy number, and cover starts only then.`
        : intent === "answer"
          ? "Thank you: your answer is with our underwriters, who carry on with your quotation."
          : intent === "cancel"
            ? `Quotation request ${request.reference} is withdrawn. Our underwriters are told; you can ask for a new quotation at any time.`
            : `Thank you for letting us know: quotation ${request.reference} will not be taken up. Our underwriters are told.`,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation request ${loaderData?.view.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    programme,
    signedInAs,
    list,
    pdf,
    confirmation,
    view,
    attachments,
    mayAttach,
    requestedBy,
    accountName,
    may,
  } = loaderData;
  const result = actionData as Result | undefined;
  // What the page says of the state comes from the one place every output's words do.
  const page = clientPage(view.facts, site.phone);
  const confirming = result && "confirm" in result ? result : undefined;
  const options = view.quotation?.options ?? [];
  const canAnswer =
    (view.steps.includes("accept") && may.accept) || (view.steps.includes("not-taken-up") && may.decline);
  const confirm = (answer: Answer) =>
    confirming?.confirm === answer ? (
      <Confirm
        answer={answer}
        tier={confirming.tier}
        version={view.version}
        reference={view.reference}
        declaration={confirming.declaration}
        accountName={accountName}
      />
    ) : null;
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>
        <Link to={list}>{programme}: quotation requests</Link>
      </p>
      <h1>
        Quotation request <span className={styles.reference}>{view.reference}</span>
      </h1>
      <p className={styles.signedIn}>
        Asked for by {requestedBy}. Signed in as {signedInAs}
      </p>
      <p>
        <Badge tone={view.stateTone}>{view.stateLabel}</Badge>
      </p>
      <p>{page.ownerLine}</p>
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      {result && "error" in result ? (
        <div role="alert" className="form-message form-message-error">
          {result.error}
        </div>
      ) : null}
      {page.lead ? <p data-testid="state-lead">{page.lead}</p> : null}
      {view.steps.includes("cancel") && may.withdraw ? (
        <section aria-labelledby="withdraw-heading" className={styles.section}>
          <h2 id="withdraw-heading">Withdraw the request</h2>
          {confirm("cancel") ?? (
            <>
              <p>Until our underwriters take it up, a requester of your team may withdraw it.</p>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className="button button-secondary">
                  Withdraw this request
                </button>
              </Form>
            </>
          )}
        </section>
      ) : null}
      {view.question && view.steps.includes("answer") ? (
        <section aria-labelledby="question-heading" className={styles.section}>
          <h2 id="question-heading">Our underwriters ask</h2>
          <p className={styles.question}>{view.question.text}</p>
          {may.answer ? (
            <Form method="post" encType="multipart/form-data">
              <input type="hidden" name="intent" value="answer" />
              <input type="hidden" name="version" value={view.version} />
              <TextArea
                name="answer"
                label="Your answer"
                required
                maxLength={4000}
                rows={4}
                defaultValue={result && "answer" in result ? result.answer : undefined}
              />
              <PdfField id="answer-documents" label="Attach PDFs (optional)" />
              <p className={styles.answer}>
                <button type="submit" className="button">
                  Send your answer
                </button>
              </p>
            </Form>
          ) : (
            <p>A requester of your team answers it.</p>
          )}
        </section>
      ) : null}

      <QuoteRequestView
        view={view}
        attachmentHref={(id) => `${attachments}/${id}`}
        addDocuments={
          mayAttach ? (
            // Keyed by the documents there are: once some are added the field starts empty, so nothing goes twice.
            <Form
              method="post"
              encType="multipart/form-data"
              className={styles.attach}
              key={`attach-${view.attachments.length}`}
            >
              <input type="hidden" name="intent" value="attach" />
              <PdfField id="documents" label="Add PDFs for our underwriters" />
              <p>
                <button type="submit" className="button button-secondary">
                  Add the documents
                </button>
              </p>
            </Form>
          ) : undefined
        }
        pdf={pdf}
        confirmation={confirmation}
        afterQuotation={
          view.steps.includes("accept") || view.steps.includes("not-taken-up") ? (
            <section aria-labelledby="answer-heading" className={styles.section}>
              <h2 id="answer-heading">Your answer</h2>
              {canAnswer ? (
                <p>
                  To accept, press Accept before the quotation expires; you will be asked to confirm and to make the
                  declaration. Questions first? Call us on <a href={site.phoneHref}>{site.phone}</a> or write to{" "}
                  <a href={`mailto:${site.underwritingEmail}`}>{site.underwritingEmail}</a>.
                </p>
              ) : (
                <p>
                  An approver of your team accepts the quotation or declines it, on your company&apos;s behalf. Your
                  client administrator gives the approver role.
                </p>
              )}
              {confirm("accept") ?? confirm("not-taken-up") ?? (
                <div className={styles.answer}>
                  {view.steps.includes("accept") && may.accept ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="accept" />
                      {options.length > 1 ? (
                        <fieldset className={styles.options}>
                          <legend>The option you accept</legend>
                          {options.map((o, i) => (
                            <label key={o.tier}>
                              <input type="radio" name="tier" value={o.tier} required defaultChecked={i === 0} />{" "}
                              {o.tier} ({o.excess})
                            </label>
                          ))}
                        </fieldset>
                      ) : null}
                      <button type="submit" className="button">
                        Accept
                      </button>
                    </Form>
                  ) : null}
                  {view.steps.includes("not-taken-up") && may.decline ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="not-taken-up" />
                      <button type="submit" className="button button-secondary">
                        Not taking it up
                      </button>
                    </Form>
                  ) : null}
                </div>
              )}
            </section>
          ) : null
        }
      />
      {view.conditions.length && tracksConditions(view.facts) ? (
        // Each condition of the quotation and where it stands, as the desk tracks it (app/quotes/conditions.ts).
        <section aria-labelledby="tracked-conditions-heading" className={styles.section}>
          <h2 id="tracked-conditions-heading">Where the conditions stand</h2>
          <ol>
            {view.conditions.map((c) => (
              <li key={c.id}>
                {c.text} <strong>{conditionStanding(c)}.</strong>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {view.disclosures.length ? (
        // What the intermediary must tell the client with a quotation (FAIS), as its PDF says it too.
        <section aria-labelledby="disclosures-heading" className={styles.section}>
          <h2 id="disclosures-heading">About us and what we earn</h2>
          <dl>
            {view.disclosures.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </article>
  );
}

export { RoleRefusedBoundary as ErrorBoundary };
