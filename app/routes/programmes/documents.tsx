import { Link } from "react-router";

import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { ListPage } from "#app/components/list/ListPage.tsx";
import type { Column } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { requireProgrammeMember } from "#app/guards.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { listWordings } from "#app/programmes/programme-data.server.ts";
import { clientPath, factsOf } from "#app/quotes/desk.server.ts";
import { documentEntries } from "#app/quotes/quote-outputs.ts";
import { listQuoteRequests, stateOf } from "#app/quotes/quote-requests.server.ts";
import { stepsOf } from "#app/quotes/quote-versions.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/documents";
import styles from "./programme.module.css";

interface DocumentRow {
  key: string;
  title: string;
  kind: string;
  /** What the document stands for today: "Valid until ...", "Withdrawn on ...", "In force"... */
  standing: string;
  date: string;
  href: string;
}

/**
 * /<programme>/documents (issue 28, item 7): the programme's documents in one list for its users: the policy
 * wording's versions, the loss run as it stands today, and the quotations and confirmations of cover of the
 * team's requests. Each download is on the audit log.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme } = await requireProgrammeMember(context, url, params);
  const { database } = await services();
  const today = southAfricanDay(new Date());
  const wordings = await listWordings(database, programme.slug, today);
  // Every member reads every request of the programme (issue 28): the whole team's quotations and confirmations.
  const requests = await listQuoteRequests(database, programme.slug, null, 100);
  const steps = await stepsOf(
    database,
    requests.map((r) => r.reference),
  );
  const now = new Date();
  const base = programmePath(programme, "documents");
  const rows: DocumentRow[] = [
    {
      key: "loss-run-pdf",
      title: "Loss run (PDF)",
      kind: "Loss run",
      standing: "As at today",
      date: today,
      href: `/${programme.slug}/loss-run.pdf`,
    },
    {
      key: "loss-run-csv",
      title: "Loss run (spreadsheet, CSV)",
      kind: "Loss run",
      standing: "As at today",
      date: today,
      href: `/${programme.slug}/loss-run.csv`,
    },
    ...wordings.map((w) => ({
      key: `wording-${w.id}`,
      title: `Policy wording, version ${w.version}${w.standing === "upcoming" ? ` (in force from ${formatDate(w.effectiveDate)})` : ""}`,
      kind: "Policy wording",
      standing:
        w.standing === "in force"
          ? "In force"
          : w.standing === "upcoming"
            ? `In force from ${formatDate(w.effectiveDate)}`
            : "Replaced",
      date: w.effectiveDate,
      href: `${base}/policy-wording/${encodeURIComponent(w.version)}`,
    })),
    // Each document with its standing (valid until, withdrawn on, bound...), from app/quotes/quote-outputs.ts.
    ...requests.flatMap((r) => {
      const facts = factsOf(r, stateOf(r, now), steps.get(r.reference) ?? [], null);
      return documentEntries(facts, r.reference, today).map((d) => ({
        key: `${d.kind === "Quotation" ? "quotation" : "confirmation"}-${r.reference}`,
        title: d.title,
        kind: d.kind,
        standing: d.standing,
        date: d.kind === "Quotation" ? southAfricanDay(r.createdAt) : r.cover!.from,
        href: `${clientPath(programme, r.reference)}/${d.kind === "Quotation" ? "quotation" : "confirmation-of-cover"}.pdf`,
      }));
    }),
  ];
  const wordingPage = programme.pages.some((p) => p.path === "policy-wording")
    ? programmePath(programme, "policy-wording")
    : null;
  return { programme: programme.name, rows, wordingPage };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Documents: ${loaderData?.programme ?? "Programme"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

const columns: Column<DocumentRow>[] = [
  {
    header: "Document",
    render: (r) => (
      <a href={r.href} download>
        {r.title}
      </a>
    ),
  },
  { header: "Kind", render: (r) => r.kind },
  { header: "Standing", render: (r) => r.standing },
  { header: "Date", render: (r) => formatDate(r.date) },
];

export default function ProgrammeDocuments({ loaderData }: Route.ComponentProps) {
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{loaderData.programme}</p>
      <h1>Documents</h1>
      <p>
        The programme&apos;s policy wording in every version, the loss run as it stands today, and the quotations and
        confirmations of cover of your requests.
      </p>
      {loaderData.wordingPage ? (
        <p>
          <Link to={loaderData.wordingPage}>Read the policy wording in force on its page</Link>
        </p>
      ) : (
        <p>
          The programme has no policy wording of its own: its cover is on the terms of its schedule and the
          insurer&apos;s standard terms.
        </p>
      )}
      <ListPage
        table={{ caption: "The programme's documents", columns, rows: loaderData.rows, rowKey: (r) => r.key }}
      />
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary };
