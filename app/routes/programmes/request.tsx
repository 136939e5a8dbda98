import { data, Form, Link, useNavigation } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { Badge } from "#app/components/Badge.tsx";
import { Done, TextArea } from "#app/components/forms/fields.tsx";
import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { QuoteRequestView } from "#app/components/quotes/QuoteRequestView.tsx";
import { site } from "#app/config/site.ts";
import { takeQuoteStep } from "#app/quotes/quote-requests.server.ts";
import { notFound, requireOwnQuoteRequest } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { textValue } from "#app/lib/form-values.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { clientPath, fullUrl, requestView, staffPath } from "#app/quotes/desk.server.ts";
import { clientAnswerEmail } from "#app/quotes/emails.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/request";
import styles from "./programme.module.css";

/** /<programme>/requests/<reference>: one of the user's own requests, its quotation and their answer to it. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user, request } = await requireOwnQuoteRequest(context, url, params);
  const { database } = await services();
  return {
    programme: programme.name,
    signedInAs: user.user.email,
    list: programmePath(programme, "requests"),
    pdf: `${clientPath(programme, request.reference)}/quotation.pdf`,
    view: await requestView(database, request, programme, "client"),
  };
}

type Answer = "accept" | "not-taken-up";
type Result = { confirm: Answer } | { done: string } | { error: string };

/**
 * "Accept" and "Not taking it up": the first post asks to confirm; the
 * confirmed one takes the step, if the quotation is still open and nobody
 * has changed the request since the page was read.
 */
export async function action({ request: http, url, context, params }: Route.ActionArgs) {
  const { programme, user, request } = await requireOwnQuoteRequest(context, url, params);
  const form = await readFormBody(http);
  const intent = textValue(form, "intent", 20);
  if (intent !== "accept" && intent !== "not-taken-up") {
    return data<Result>({ error: "That is not something this page can do." }, { status: 400 });
  }
  if (textValue(form, "confirmed", 10) !== "yes") return data<Result>({ confirm: intent });
  const note = textValue(form, "note", 2000);
  const { database } = await services();
  const result = await takeQuoteStep(database, {
    reference: request.reference,
    action: intent === "accept" ? { kind: "accept" } : { kind: "not-taken-up", note },
    party: "client",
    actor: actorOf(user, context),
    version: Number(textValue(form, "version", 12)) || -1,
    emails: () => [
      clientAnswerEmail({
        reference: request.reference,
        client: programme.name,
        link: fullUrl(staffPath(request.reference)),
        answeredBy: user.user.name ? `${user.user.name} (${user.user.email})` : user.user.email,
        accepted: intent === "accept",
      }),
    ],
  });
  if (!result.ok) {
    if (result.reason === "not-found") notFound();
    return data<Result>({ error: result.message }, { status: 409 });
  }
  return data<Result>({
    done:
      intent === "accept"
        ? `You have accepted quotation ${request.reference}. Our underwriters are told now and will confirm your cover with a policy number; cover starts only then.`
        : `Thank you for letting us know: quotation ${request.reference} will not be taken up. Our underwriters are told.`,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation request ${loaderData?.view.reference ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

function Confirm({ answer, version, reference }: { answer: Answer; version: number; reference: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className={styles.confirm}>
      <input type="hidden" name="intent" value={answer} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="confirmed" value="yes" />
      <div role="alert" className="form-message">
        {answer === "accept"
          ? `Accept quotation ${reference}, on its premium and conditions? Our underwriters then bind the cover and confirm it with a policy number.`
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
  const { programme, signedInAs, list, pdf, view } = loaderData;
  const result = actionData as Result | undefined;
  const confirming = result && "confirm" in result ? result.confirm : undefined;
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
      {view.state === "expired" ? (
        <p>This quotation has expired. Work out a new quote and request it, or call us on {site.phone}.</p>
      ) : null}

      <QuoteRequestView
        view={view}
        pdf={pdf}
        afterQuotation={
          view.steps.length ? (
            <section aria-labelledby="answer-heading" className={styles.section}>
              <h2 id="answer-heading">Your answer</h2>
              <p>
                To accept, press Accept before the quotation expires; you will be asked to confirm. Questions first?
                Call us on <a href={site.phoneHref}>{site.phone}</a> or write to{" "}
                <a href={`mailto:${site.underwritingEmail}`}>{site.underwritingEmail}</a>.
              </p>
              {confirming ? (
                <Confirm answer={confirming} version={view.version} reference={view.reference} />
              ) : (
                <div className={styles.answer}>
                  {view.steps.includes("accept") ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="accept" />
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
