import { data, Form, Link, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done, TextArea } from "#app/components/forms/fields.tsx";
import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { QuoteRequestView } from "#app/components/quotes/QuoteRequestView.tsx";
import { site } from "#app/config/site.ts";
import { takeQuoteStep } from "#app/quotes/quote-requests.server.ts";
import { notFound, requireProgrammeQuoteRequest } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { clientPath, fullUrl, requestView, staffPath } from "#app/quotes/desk.server.ts";
import { clientAnswerEmail, informationAnsweredEmail } from "#app/quotes/emails.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/request";
import styles from "./programme.module.css";

/** /<programme>/requests/<reference>: one of the user's own requests, its quotation and their answer to it. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user, request } = await requireProgrammeQuoteRequest(context, url, params);
  const { database } = await services();
  return {
    programme: programme.name,
    signedInAs: user.user.email,
    list: programmePath(programme, "requests"),
    pdf: `${clientPath(programme, request.reference)}/quotation.pdf`,
    confirmation: `${clientPath(programme, request.reference)}/confirmation-of-cover.pdf`,
    view: await requestView(database, request, programme, "client"),
  };
}

type Answer = "accept" | "not-taken-up";
type Result = { confirm: Answer; tier: string } | { done: string } | { error: string; answer?: string };

/**
 * "Accept" (one of the options) and "Not taking it up": the first post asks
 * to confirm; the confirmed one takes the step, if the quotation is still
 * open and nobody has changed the request since the page was read. "Answer"
 * replies to underwriting's question and sends the request back to them.
 */
export async function action({ request: http, url, context, params }: Route.ActionArgs) {
  const { programme, user, request } = await requireProgrammeQuoteRequest(context, url, params);
  const form = await readFormBody(http);
  const intent = textValue(form, "intent", 20);
  if (intent !== "accept" && intent !== "not-taken-up" && intent !== "answer") {
    return data<Result>({ error: "That is not something this page can do." }, { status: 400 });
  }
  const tier =
    textValue(form, "tier", 100) || (request.quotation?.options.length === 1 ? request.quotation.options[0]!.tier : "");
  const answer = textValue(form, "answer", 4000);
  if (intent === "accept" && !tier) return data<Result>({ error: "Choose the option you accept." });
  if (intent === "answer" && !answer)
    return data<Result>({ error: "Write your answer to our underwriters' question.", answer });
  if (intent !== "answer" && textValue(form, "confirmed", 10) !== "yes") return data<Result>({ confirm: intent, tier });
  const note = textValue(form, "note", 2000);
  const { database } = await services();
  const result = await takeQuoteStep(database, {
    reference: request.reference,
    action:
      intent === "accept"
        ? { kind: "accept", tier }
        : intent === "answer"
          ? { kind: "answer", answer }
          : { kind: "not-taken-up", note },
    party: "client",
    actor: actorOf(user, context),
    version: Number(textValue(form, "version", 12)) || -1,
    emails: () => {
      const about = {
        reference: request.reference,
        client: programme.name,
        link: fullUrl(staffPath(request.reference)),
        answeredBy: user.user.name ? `${user.user.name} (${user.user.email})` : user.user.email,
      };
      return [
        intent === "answer"
          ? informationAnsweredEmail(about)
          : clientAnswerEmail({ ...about, accepted: intent === "accept", tier }),
      ];
    },
  });
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return data<Result>({ error: result.message, answer }, { status: 409 });
  }
  return data<Result>({
    done:
      intent === "accept"
        ? `You have accepted quotation ${request.reference}, option ${tier}. Our underwriters are told now and will confirm your cover with a policy number; cover starts only then.`
        : intent === "answer"
          ? "Thank you: your answer is with our underwriters, who carry on with your quotation."
          : `Thank you for letting us know: quotation ${request.reference} will not be taken up. Our underwriters are told.`,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation request ${loaderData?.view.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

function Confirm({
  answer,
  version,
  reference,
  tier,
}: {
  answer: Answer;
  version: number;
  reference: string;
  tier: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className={styles.confirm}>
      <input type="hidden" name="intent" value={answer} />
      <input type="hidden" name="tier" value={tier} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="confirmed" value="yes" />
      <div role="alert" className="form-message">
        {answer === "accept"
          ? `Accept quotation ${reference}, option ${tier}, on its premium and conditions? Our underwriters then bind the cover and confirm it with a policy number.`
          : `Tell our underwriters you will not take up quotation ${reference}? You can still ask for a new quotation later.`}
      </div>
      {answer === "not-taken-up" ? (
        <TextArea name="note" label="Anything you would like us to know (optional)" maxLength={2000} rows={3} />
      ) : null}
      <p className={styles.answer}>
        <button type="submit" className="button" disabled={busy}>
          {answer === "accept" ? "Yes, accept the quotation" : "Yes, we will not take it up"}
        </button>
        <Link to=".">Not now</Link>
      </p>
    </Form>
  );
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { programme, signedInAs, list, pdf, confirmation, view } = loaderData;
  const result = actionData as Result | undefined;
  const confirming = result && "confirm" in result ? result : undefined;
  const options = view.quotation?.options ?? [];
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>
        <Link to={list}>{programme}: your quotation requests</Link>
      </p>
      <h1>
        Quotation request <span className={styles.reference}>{view.reference}</span>
      </h1>
      <p className={styles.signedIn}>Signed in as {signedInAs}</p>
      <p>
        <Badge tone={view.stateTone}>{view.stateLabel}</Badge>
      </p>
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      {result && "error" in result ? (
        <div role="alert" className="form-message form-message-error">
          {result.error}
        </div>
      ) : null}
      {view.state === "requested" || view.state === "in-review" ? (
        <p>
          Our underwriters aim to answer within two business days of your request, with a quotation or their reasons. We
          will e-mail you when they do.
        </p>
      ) : null}
      {view.question && view.steps.includes("answer") ? (
        <section aria-labelledby="question-heading" className={styles.section}>
          <h2 id="question-heading">Our underwriters ask</h2>
          <p className={styles.question}>{view.question.text}</p>
          <Form method="post">
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
            <p className={styles.answer}>
              <button type="submit" className="button">
                Send your answer
              </button>
            </p>
          </Form>
        </section>
      ) : null}
      {view.state === "expired" ? (
        <p>This quotation has expired. Work out a new quote and request it, or call us on {site.phone}.</p>
      ) : null}

      <QuoteRequestView
        view={view}
        pdf={pdf}
        confirmation={confirmation}
        afterQuotation={
          view.steps.includes("accept") || view.steps.includes("not-taken-up") ? (
            <section aria-labelledby="answer-heading" className={styles.section}>
              <h2 id="answer-heading">Your answer</h2>
              <p>
                To accept, press Accept before the quotation expires; you will be asked to confirm. Questions first?
                Call us on <a href={site.phoneHref}>{site.phone}</a> or write to{" "}
                <a href={`mailto:${site.underwritingEmail}`}>{site.underwritingEmail}</a>.
              </p>
              {confirming ? (
                <Confirm
                  answer={confirming.confirm}
                  tier={confirming.tier}
                  version={view.version}
                  reference={view.reference}
                />
              ) : (
                <div className={styles.answer}>
                  {view.steps.includes("accept") ? (
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
                  {view.steps.includes("not-taken-up") ? (
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
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary };
