import { Link } from "react-router";

import { Badge } from "#app/components/Badge.tsx";
import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { Table } from "#app/components/Table.tsx";
import { formatDate } from "#app/lib/format/dates.ts";
import { site } from "#app/config/site.ts";
import { listQuoteRequests, stateOf } from "#app/quotes/quote-requests.server.ts";
import { requireProgrammeAccount } from "#app/guards.server.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { isQuotePage } from "#app/programmes/types.ts";
import { clientPath } from "#app/quotes/desk.server.ts";
import { quotationFigures } from "#app/quotes/figures.ts";
import { STATE_INFO } from "#app/quotes/workflow.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/requests";
import styles from "./programme.module.css";

/** /<programme>/requests: the signed-in user's quotation requests on this programme, newest first. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user } = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const now = new Date();
  const requests = await listQuoteRequests(database, programme.slug, user.user.id, 100);
  const quotePage = programme.pages.find((p) => isQuotePage(p.path));
  return {
    programme: programme.name,
    signedInAs: user.user.email,
    quotePath: quotePage ? programmePath(programme, quotePage.path) : null,
    rows: requests.map((r) => {
      const state = stateOf(r, now);
      return {
        reference: r.reference,
        path: clientPath(programme, r.reference),
        tier: r.tier,
        renewal: r.renewal,
        createdAt: r.createdAt.toISOString(),
        state: STATE_INFO[state],
        // The total a year of the quotation, once there is one: premium, SASRIA and VAT.
        // The accepted option's, else the lowest of the options offered ("from").
        quoted: r.quotation
          ? {
              total: Math.min(
                ...r.quotation.options
                  .filter((o) => !r.acceptedTier || o.tier === r.acceptedTier)
                  .map((o) => quotationFigures(o.premiumCents, r.quote.sasria).total),
              ),
              from: !r.acceptedTier && r.quotation.options.length > 1,
              validUntil: r.quotation.validUntil,
            }
          : null,
      };
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Your quotation requests: ${loaderData?.programme ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { programme, signedInAs, rows, quotePath } = loaderData;
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{programme}</p>
      <h1>Your quotation requests</h1>
      <p className={styles.signedIn}>Signed in as {signedInAs}</p>
      <p>
        Each request you send from a quote page goes to our underwriters, who aim to answer within two business days
        with a quotation or their reasons. Open a request to follow it, read its quotation and accept it.
      </p>
      <Table
        caption="Your quotation requests"
        captionHidden
        layout="cards"
        columns={[
          {
            header: "Reference",
            render: (r) => (
              <Link to={r.path} className={styles.reference}>
                {r.reference}
              </Link>
            ),
          },
          { header: "Tier", render: (r) => (r.renewal ? `${r.tier} (renewal)` : r.tier) },
          { header: "Requested", render: (r) => southAfricanTime(r.createdAt) },
          { header: "State", render: (r) => <Badge tone={r.state.tone}>{r.state.label}</Badge> },
          {
            header: "Quotation",
            render: (r) =>
              r.quoted
                ? `${r.quoted.from ? "From " : ""}${formatRand(r.quoted.total, { showCents: true })} a year, valid until ${formatDate(r.quoted.validUntil)}`
                : "–",
          },
        ]}
        rows={rows}
        rowKey={(r) => r.reference}
        empty="You have not asked for a quotation on this programme yet."
      />
      {quotePath ? (
        <p>
          <Link to={quotePath}>Work out a quote and request it</Link>
        </p>
      ) : null}
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary };
