import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { requireProgrammeMember } from "#app/guards.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { listWordings } from "#app/programmes/programme-data.server.ts";
import { clientPath } from "#app/quotes/desk.server.ts";
import { listQuoteRequests } from "#app/quotes/quote-requests.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/documents";
import styles from "./programme.module.css";

interface DocumentRow {
  key: string;
  title: string;
  kind: string;
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
  const base = programmePath(programme, "documents");
  const rows: DocumentRow[] = [
    {
      key: "loss-run-pdf",
      title: "Loss run (PDF)",
      kind: "Loss run",
      date: today,
      href: `/${programme.slug}/loss-run.pdf`,
    },
    {
      key: "loss-run-csv",
      title: "Loss run (spreadsheet, CSV)",
      kind: "Loss run",
      date: today,
      href: `/${programme.slug}/loss-run.csv`,
    },
    ...wordings.map((w) => ({
      key: `wording-${w.id}`,
      title: `Policy wording, version ${w.version}${w.standing === "upcoming" ? ` (in force from ${formatDate(w.effectiveDate)})` : ""}`,
      kind: "Policy wording",
      date: w.effectiveDate,
      href: `${base}/policy-wording/${encodeURIComponent(w.version)}`,
    })),
    ...requests.flatMap((r) => [
      ...(r.quotation
        ? [
            {
              key: `quotation-${r.reference}`,
              title: `Quotation ${r.reference}, version ${r.quotation.version}`,
              kind: "Quotation",
              date: southAfricanDay(r.createdAt),
              href: `${clientPath(programme, r.reference)}/quotation.pdf`,
            },
          ]
        : []),
      ...(r.state === "bound" && r.cover
        ? [
            {
              key: `confirmation-${r.reference}`,
              title: `Confirmation of cover ${r.reference}`,
              kind: "Confirmation of cover",
              date: r.cover.from,
              href: `${clientPath(programme, r.reference)}/confirmation-of-cover.pdf`,
            },
          ]
        : []),
    ]),
  ];
  return { programme: programme.name, rows };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Documents: ${loaderData?.programme ?? "Programme"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function ProgrammeDocuments({ loaderData }: Route.ComponentProps) {
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{loaderData.programme}</p>
      <h1>Documents</h1>
      <p>
        The programme&apos;s policy wording in every version, the loss run as it stands today, and the quotations and
        confirmations of cover of your requests.
      </p>
      <Table
        caption="The programme's documents"
        captionHidden
        rows={loaderData.rows}
        rowKey={(r) => r.key}
        columns={[
          {
            header: "Document",
            render: (r) => (
              <a href={r.href} download>
                {r.title}
              </a>
            ),
          },
          { header: "Kind", render: (r) => r.kind },
          { header: "Date", render: (r) => formatDate(r.date) },
        ]}
      />
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary };
