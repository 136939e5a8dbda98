import { data, Link } from "react-router";

import {
  AggregateView,
  ComparisonView,
  OverviewView,
  PerformanceView,
  WordingView,
} from "#app/components/programme/Views.tsx";
import { QuoteCalculator, RequestList, type QuoteActionResult } from "#app/components/programme/QuoteCalculator.tsx";
import { site } from "#app/config/site.ts";
import { actorOf } from "#app/accounts/accounts.server.ts";
import { listQuoteRequests, stateOf, storeQuoteRequest } from "#app/quotes/quote-requests.server.ts";
import { refuseUnless, requireProgrammePage, signedInTo } from "#app/guards.server.ts";
import { checkAndStorePdfs, receiveAttachments, refusedMessage, removeStored } from "#app/quotes/attachments.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { isQuotePage, type Programme, type ProgrammePage } from "#app/programmes/types.ts";
import { quote } from "#app/programmes/quote.ts";
import { inputFromForm, validateSchedule } from "#app/programmes/schedule.ts";
import { programmeView, tierForPage } from "#app/programmes/view.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { programmeLossRun } from "#app/programmes/loss-run.server.ts";
import type { LossRun } from "#app/programmes/loss-run.ts";
import { headerMember } from "#app/auth/session.server.ts";
import { LossRunView } from "#app/components/programme/LossRunView.tsx";
import { renewalCopy } from "#app/programmes/renewal-copy.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { clientPath, factsOf, fullUrl, staffPath } from "#app/quotes/desk.server.ts";
import { clientPage, validityLine } from "#app/quotes/quote-outputs.ts";
import { newRequestEmail, requestAcknowledgedEmail } from "#app/quotes/emails.ts";
import { clientMember } from "#app/accounts/account-list.server.ts";
import { mayDo } from "#app/programmes/client-roles.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { renewalDaysLeft, renewalDaysOverdue } from "#app/quotes/renewal.ts";
import { STATE_INFO } from "#app/quotes/workflow.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/page";
import styles from "./programme.module.css";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const guarded = requireProgrammePage(context, url, params);
  const { user: allowed } = guarded;
  const { database } = await services();
  // The figures as stored (app/programmes/programme-data.server.ts); the file's only for the public about page.
  const programme = allowed ? await storedProgramme(database, guarded.programme) : guarded.programme;
  const page = programme.pages.find((p) => p.path === guarded.page.path)!;
  // A member's roles, on the pages that offer what a role allows (the quote pages' request, the overview's
  // approvals): read with the session and reused for its second, as the header's are (decision 0055), since the
  // root loader has just read them for this request. What is shown follows a change within that second; what a
  // member may do is read afresh by the action's guard.
  const member =
    allowed && (isQuotePage(page.path) || page.path === "overview")
      ? await headerMember(allowed.context, allowed.user.id)
      : null;
  // On the public about page, a user of the programme is not offered the sign-in link.
  const user = allowed ?? signedInTo(context, programme.context);
  return {
    programme: { slug: programme.slug, name: programme.name, sector: programme.sector, about: programme.about },
    page: { path: page.path, title: page.title, tier: page.namesTier ? page.tier!.label : null },
    signedInAs: user?.user.email ?? null,
    signIn: programmePath(programme, "sign-in"),
    // Confidential figures only ever for a user the guard let in.
    view: allowed ? programmeView(programme, page) : ({ kind: "none" } as const),
    mayRequest: member ? mayDo(member, "request-quote") : false,
    requests:
      allowed && isQuotePage(page.path)
        ? (await listQuoteRequests(database, programme.slug, null)).map((r) => ({
            reference: r.reference,
            path: clientPath(programme, r.reference),
            tier: r.tier,
            total: r.premiumCents,
            date: r.createdAt.toISOString().slice(0, 10),
            state: STATE_INFO[stateOf(r)].label,
          }))
        : [],
    requestsPath: programmePath(programme, "requests"),
    // An approver's overview lists the quotations open for acceptance (issue 35, item 2).
    awaitingApproval:
      page.path === "overview" && member && mayDo(member, "accept-quote")
        ? (await listQuoteRequests(database, programme.slug, null, 100)).flatMap((r) => {
            const state = stateOf(r);
            const facts = factsOf(r, state, [], null);
            return clientPage(facts, site.phone).offersAnswer
              ? [{ reference: r.reference, path: clientPath(programme, r.reference), validity: validityLine(facts) }]
              : [];
          })
        : [],
    // The live loss run, worked out once per change of the claims or the figures (app/programmes/loss-run.server.ts).
    // Only what the page shows travels: every claim of the run (`claims`) was most of the page's data, sent to the
    // browser and serialised on every request for a list nobody drew (the CSV and PDF have it).
    lossRun:
      allowed && (page.path === "overview" || page.path === "performance-report")
        ? {
            ...shownLossRun(await programmeLossRun(database, programme)),
            asAt: formatDate(southAfricanDay(new Date())),
          }
        : null,
    renewalNotice: allowed && (page.path === "overview" || isQuotePage(page.path)) ? renewalNoticeFor(programme) : null,
    // Reached from the overview's renewal notice: the request is marked as the programme's renewal.
    renewal: isQuotePage(page.path) && url.searchParams.get("renewal") === "yes",
  };
}

/** What of a loss run the page draws (LossRunView): its tables and large losses, not its every claim. */
function shownLossRun({ years, categories, totals, largeLosses }: LossRun): Omit<LossRun, "claims"> {
  return { years, categories, totals, largeLosses };
}

/**
 * From 90 days before the renewal date: how many days are left, and where to ask for the renewal quotation;
 * after it, until a renewal is bound (which moves the date a year on), how many days it is overdue.
 */
function renewalNoticeFor(programme: Programme) {
  const today = southAfricanDay(new Date());
  const daysLeft = renewalDaysLeft(programme.details.renewalDate, today);
  const daysOverdue = renewalDaysOverdue(programme.details.renewalDate, today);
  const quotePage = programme.pages.find((p) => isQuotePage(p.path));
  if ((daysLeft === undefined && daysOverdue === undefined) || !quotePage) return null;
  return {
    date: programme.details.renewalDate,
    daysLeft: daysLeft ?? 0,
    daysOverdue: daysOverdue ?? null,
    quotePath: `${programmePath(programme, quotePage.path)}?renewal=yes`,
  };
}

/**
 * The quote pages' form may carry PDFs with the request: streamed as a claim's files are (decision 0023). Every
 * other programme page refuses a post before reading it.
 */
export const bodyLimits: RouteBodyLimits = { multipart: UPLOAD_BODY };

/**
 * "Recalculate" (without JavaScript) and "Request this quote" on the quote
 * pages. The premium is worked out again here from the programme's own rating
 * data: nothing the browser says about money is taken on trust.
 */
export async function action({ request: http, url, context, params }: Route.ActionArgs) {
  const guarded = requireProgrammePage(context, url, params);
  const { user } = guarded;
  if (!user || !isQuotePage(guarded.page.path)) throw new Response("Not found", { status: 404 });
  const { database } = await services();
  // The stored rates: the quote engine prices with what the account executives last saved.
  const programme = await storedProgramme(database, guarded.programme);
  const page = programme.pages.find((p) => p.path === guarded.page.path)!;
  const upload = await receiveAttachments(http);
  try {
    return await requestOrRecalculate(upload, { programme, page, user, context });
  } finally {
    await upload.cleanup();
  }
}

async function requestOrRecalculate(
  upload: Awaited<ReturnType<typeof receiveAttachments>>,
  {
    programme,
    page,
    user,
    context,
  }: {
    programme: Programme;
    page: ProgrammePage;
    user: NonNullable<ReturnType<typeof requireProgrammePage>["user"]>;
    context: Route.ActionArgs["context"];
  },
) {
  const form = upload.fields;
  const { rating } = programme.details;
  const input = inputFromForm(rating.classes, form);
  const { lines, errors } = validateSchedule(rating.classes, input);
  if (form.get("intent") !== "request" || Object.keys(errors).length) return data<QuoteActionResult>({ input });
  const { database, files } = await services();
  refuseUnless(await clientMember(database, user.context, user.user.id), "request-quote");
  // Any of the programme's tiers may be asked for (issue 28); without a choice, the page's own.
  const chosen = textValue(form, "tier", 100);
  const tier = chosen ? rating.tiers.find((t) => t.id === chosen) : tierForPage(programme, page.path);
  if (!tier) return data<QuoteActionResult>({ input }, { status: 400 });
  const result = quote(rating, lines, tier);
  if (upload.incomplete)
    return data<QuoteActionResult>({ input, error: "Your PDFs did not arrive whole: please send them again." });
  // PDFs with the request are checked by content before anything is stored; a refused file sends nothing.
  const checked = upload.files.length ? await checkAndStorePdfs(upload, files) : { ok: true as const, files: [] };
  if (!checked.ok) return data<QuoteActionResult>({ input, error: refusedMessage(checked.refused) });
  const renewal = form.get("renewal") === "yes";
  const stored = await storeQuoteRequest(
    database,
    {
      programme: programme.slug,
      context: user.context,
      userId: user.user.id,
      tier: tier.label,
      schedule: lines,
      quote: result,
      premiumCents: result.total,
      renewal,
    },
    {
      actor: actorOf(user, context),
      // Underwriting hears of it at once, in the same transaction as the request; the figures stay behind sign-in.
      emails: (r) => [
        newRequestEmail({
          reference: r.reference,
          client: programme.name,
          link: fullUrl(staffPath(r.reference)),
          requestedBy: user.user.name || user.user.email,
          tier: tier.label,
          renewal,
        }),
        // The member who asked hears that it arrived, with the page where they may withdraw it.
        requestAcknowledgedEmail({
          reference: r.reference,
          client: programme.name,
          link: fullUrl(clientPath(programme, r.reference)),
          to: user.user.email,
          name: user.user.name || user.user.email,
          tier: tier.label,
        }),
      ],
      attachments: checked.files,
    },
  ).catch(async (error: unknown) => {
    await removeStored(files, checked.files);
    throw error;
  });
  return data<QuoteActionResult>({
    input,
    reference: stored.reference,
    tierLabel: tier.label,
    total: result.total,
    requestPath: clientPath(programme, stored.reference),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { programme, page } = loaderData;
  const title = page.path === "about" ? `About the ${programme.name} programme` : `${page.title}: ${programme.name}`;
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: `${programme.name}, a ${programme.sector} client programme of ${site.name}.` },
    // Client programmes are for their clients, not for search engines.
    { name: "robots", content: "noindex" },
  ];
}

function About({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { programme, signedInAs, signIn } = loaderData;
  return (
    <>
      <p className={styles.eyebrow}>
        {programme.sector[0]!.toUpperCase() + programme.sector.slice(1)} client programme
      </p>
      <h1>About the {programme.name} programme</h1>
      {programme.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {signedInAs ? null : (
        <p>
          <Link className="button" to={signIn}>
            Sign in to the {programme.name} programme
          </Link>
        </p>
      )}
    </>
  );
}

export default function ProgrammePage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    programme,
    page,
    signedInAs,
    view,
    requests,
    requestsPath,
    renewal,
    renewalNotice,
    lossRun,
    mayRequest,
    awaitingApproval,
  } = loaderData;
  if (page.path === "about") {
    return (
      <article className={`container ${styles.page}`}>
        <About loaderData={loaderData} />
      </article>
    );
  }
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{programme.name}</p>
      <h1>{page.title}</h1>
      {page.tier ? <p className={styles.tier}>Tier: {page.tier}</p> : null}
      {signedInAs ? <p className={styles.signedIn}>Signed in as {signedInAs}</p> : null}
      {view.kind === "overview" && renewalNotice ? (
        <section aria-labelledby="renewal-heading" className={styles.renewal}>
          <h2 id="renewal-heading">{renewalCopy(renewalNotice, programme.name).heading}</h2>
          <p>{renewalCopy(renewalNotice, programme.name).text}</p>
          <p>
            <Link className="button" to={renewalNotice.quotePath}>
              Request your renewal quotation
            </Link>
          </p>
        </section>
      ) : null}
      {view.kind === "quote" && renewal ? (
        <p className={styles.renewal}>
          You are asking for your renewal quotation
          {renewalNotice ? ` (${renewalCopy(renewalNotice, programme.name).quotePage})` : ""}: check the schedule below,
          then press Request this quote.
        </p>
      ) : null}
      {awaitingApproval.length ? (
        <section aria-labelledby="approval-heading" className={styles.renewal}>
          <h2 id="approval-heading">Waiting for your approval</h2>
          <p>
            {awaitingApproval.length === 1
              ? "A quotation is open for acceptance: as an approver, you accept one of its options or tell us you will not take it up."
              : `${awaitingApproval.length} quotations are open for acceptance: as an approver, you accept one of each one's options or tell us you will not take it up.`}
          </p>
          <ul>
            {awaitingApproval.map((r) => (
              <li key={r.reference}>
                <Link to={r.path}>Quotation {r.reference}</Link>
                {r.validity ? `: ${r.validity}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.kind === "overview" ? <OverviewView view={view} /> : null}
      {view.kind === "quote" ? (
        <QuoteCalculator
          // A new page starts from its own tier and a fresh form.
          key={page.path}
          setup={view.setup}
          draftKey={`quote-draft:${programme.slug}`}
          formArea={`${programme.slug}/${page.path}`}
          result={actionData as QuoteActionResult | undefined}
          renewal={renewal}
          mayRequest={mayRequest}
        />
      ) : null}
      {view.kind === "quote" && requests.length ? <RequestList requests={requests} allPath={requestsPath} /> : null}
      {view.kind === "comparison" ? <ComparisonView view={view} /> : null}
      {view.kind === "aggregate" ? <AggregateView view={view} /> : null}
      {view.kind === "performance" ? <PerformanceView view={view} /> : null}
      {view.kind === "wording" ? <WordingView view={view} /> : null}
      {lossRun ? <LossRunView run={lossRun} slug={programme.slug} /> : null}
    </article>
  );
}

export { RoleRefusedBoundary as ErrorBoundary } from "#app/components/programme/RoleRefused.tsx";
