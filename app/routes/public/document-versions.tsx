import { data } from "react-router";

import { PageHero } from "#app/components/PageHero.tsx";
import { Table } from "#app/components/Table.tsx";
import { publicConfig } from "#app/config/public-config.server.ts";
import { getDocument } from "#app/content/documents/index.ts";
import { listDocumentVersions } from "#app/documents/document-versions.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { seoMeta } from "#app/lib/http/seo.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/document-versions";

/**
 * Every version of a document that went live, with its dates, newest first (the
 * compliance record the PAIA manual and policies need): the current one is also
 * at the document's own address; a retracted one is marked so.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const doc = getDocument(params.slug);
  if (!doc) throw data(null, { status: 404 });
  const { database } = await services();
  const uploads = await listDocumentVersions(database, doc.slug);
  const currentId = uploads.find((v) => v.state === "live")?.id ?? "original";
  const rows = [
    ...uploads.map((v) => ({
      key: String(v.id),
      version: v.version,
      status: v.id === currentId ? " (current)" : v.state === "retracted" ? " (retracted)" : "",
      effective: v.effectiveDate,
      published: southAfricanTime(v.uploadedAt).slice(0, 10),
      href: `/documents/${doc.slug}/versions/${v.id}.pdf`,
    })),
    {
      key: "original",
      version: doc.version,
      status: currentId === "original" ? " (current)" : "",
      effective: doc.effectiveDate,
      published: doc.effectiveDate,
      href: `/documents/${doc.slug}/versions/original.pdf`,
    },
  ];
  const path = `/documents/${doc.slug}/versions`;
  return {
    title: `${doc.title}: versions`,
    current: `/documents/${doc.slug}.pdf`,
    docTitle: doc.title,
    rows,
    meta: seoMeta(
      { title: `${doc.title}: versions`, description: `Every version of the ${doc.title} with its dates.`, path },
      publicConfig(),
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function DocumentVersions({ loaderData }: Route.ComponentProps) {
  const { rows, current, docTitle } = loaderData;
  const columns = [
    {
      header: "Version",
      render: (r: Row) => (
        <a href={r.href}>
          {docTitle}, version {r.version}
          {r.status}
        </a>
      ),
    },
    { header: "Effective from", render: (r: Row) => <time dateTime={r.effective}>{formatDate(r.effective)}</time> },
    { header: "Published", render: (r: Row) => <time dateTime={r.published}>{formatDate(r.published)}</time> },
  ];
  return (
    <>
      <PageHero
        eyebrow="Documents"
        title={loaderData.title}
        intro={`The current version is always at ${current}. Earlier versions stay here, with the dates they applied from, for the record.`}
      />
      <div className="container page-body">
        <p>
          <a href={current}>Open the current {docTitle} (PDF)</a>
        </p>
        <Table caption={`Versions of the ${docTitle}`} columns={columns} rows={rows} rowKey={(r) => r.key} />
      </div>
    </>
  );
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";
