import { Link } from "react-router";

import { Badge } from "#app/components/Badge.tsx";
import { RoleRefusedBoundary } from "#app/components/programme/RoleRefused.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { listQuoteRequests, stateOf } from "#app/quotes/quote-requests.server.ts";
import { requireProgrammeMember } from "#app/guards.server.ts";
import { listAccounts } from "#app/accounts/account-list.server.ts";
import { mayDo } from "#app/programmes/client-roles.ts";
import { formatRand } from "#app/lib/format/money.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { isQuotePage } from "#app/programmes/types.ts";
import { clientPath, factsOf } from "#app/quotes/desk.server.ts";
import { stateBadge, staffPage } from "#app/quotes/quote-outputs.ts";
import { quotationFigures } from "#app/quotes/figures.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/requests";
import styles from "./programme.module.css";

/** /<programme>/requests: every quotation request of the programme, whoever of its team asked, newest first. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user, member } = await requireProgrammeMember(context, url, params);
  const { database } = await services();
  const now = new Date();
  const [requests, team] = await Promise.all([
    listQuoteRequests(database, programme.slug, null, 100),
    listAccounts(database, { context: programme.context }),
  ]);
  const names = new Map(team.map((m) => [m.userId, m.name || m.email]));
  const quotePage = programme.pages.find((p) => isQuotePage(p.path));
  return {
    programme: programme.name,
    signedInAs: user.user.email,
    quotePath: quotePage && mayDo(member, "request-quote") ? programmePath(programme, quotePage.path) : null,
    rows: requests.map((r) => {
      const state = stateOf(r, now);
      return {
        reference: r.reference,
        path: clientPath(programme, r.reference),
        tier: r.tier,
        requestedBy: r.userId === user.user.id ? "You" : (names.get(r.userId) ?? "A former member"),
        renewal: r.renewal,
        createdAt: r.createdAt.toISOString(),
        state: stateBadge({ state, quotationVersion: r.quotation?.version ?? null }),
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
              // "valid until" only while it may be accepted (app/quotes/quote-outputs.ts).
              until: staffPage(factsOf(r, state, [], null)).queueNote,
            }
          : null,
      };
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Quotation requests: ${loaderData?.programme ?? ""} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { programme, signedInAs, rows, quotePath } = loaderData;
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{programme}</p>
      <h1>Quotation requests</h1>
      <p className={styles.signedIn}>Signed in as {signedInAs}</p>
      <p>
        Every quotation request of the {programme} programme, whoever of your team asked. Each goes to our underwriters,
        who aim to answer within two business days with a quotation or their reasons. Open a request to follow it and
        read its quotation; an approver of your team accepts it.
      </p>
      <Table
        caption="Quotation requests"
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
          { header: "Asked for by", render: (r) => r.requestedBy },
          { header: "Tier", render: (r) => (r.renewal ? `${r.tier} (renewal)` : r.tier) },
          { header: "Requested", render: (r) => southAfricanTime(r.createdAt) },
          { header: "State", render: (r) => <Badge tone={r.state.tone}>{r.state.label}</Badge> },
          {
            header: "Quotation",
            render: (r) =>
              r.quoted
                ? `${r.quoted.from ? "From " : ""}${formatRand(r.quoted.total, { showCents: true })} a year${r.quoted.until ? `, valid ${r.quoted.until}` : ""}`
                : "–",
          },
        ]}
        rows={rows}
        rowKey={(r) => r.reference}
        empty="Nobody of your team has asked for a quotation on this programme yet."
      />
      {quotePath ? (
        <p>
          <Link to={quotePath}>Work out a quote and request it</Link>
        </p>
      ) : null}
    </article>
  );
}

export { RoleRefusedBoundary as ErrorBoundary };
