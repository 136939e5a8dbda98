import { Link } from "react-router";

import { ListPage } from "#app/components/list/ListPage.tsx";
import type { Column } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { requireStaff } from "#app/guards.server.ts";
import { formatDate } from "#app/lib/format/dates.ts";
import { southAfricanDay, southAfricanTime } from "#app/lib/format/time.ts";
import { programmes } from "#app/programmes/index.ts";
import { findProgrammeData } from "#app/programmes/programme-data.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/programmes";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "account-executive");
  const { database } = await services();
  const today = southAfricanDay(new Date());
  const rows = await Promise.all(
    programmes.map(async (p) => {
      const record = (await findProgrammeData(database, p.slug))!;
      return {
        slug: p.slug,
        name: p.name,
        policyNumber: record.details.policyNumber,
        renewalDate: record.details.renewalDate,
        overdue: record.details.renewalDate < today,
        version: record.version,
        updated: `${southAfricanTime(record.updatedAt)}${record.updatedBy ? ` by ${record.updatedBy}` : ""}`,
      };
    }),
  );
  return { rows };
}

export function meta() {
  return [{ title: `Programmes | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { header: "Programme", render: (r) => <Link to={`/staff/programmes/${r.slug}`}>{r.name}</Link> },
  { header: "Policy number", render: (r) => r.policyNumber },
  {
    header: "Renewal",
    render: (r) => (
      <>
        {formatDate(r.renewalDate)}
        {r.overdue ? <strong className={styles.muted}> (overdue)</strong> : null}
      </>
    ),
  },
  { header: "Version", align: "number", render: (r) => r.version },
  { header: "Last changed", render: (r) => r.updated },
];

/** The nine client programmes, each with the figures its clients see most: policy number and renewal. */
export default function StaffProgrammes({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1>Programmes</h1>
      <p>
        Each client programme&apos;s figures as its risk managers see them: covers and limits, excesses, the quotation
        rates, the renewal date and policy number, and the premium history. A change shows on the client&apos;s pages
        within five seconds.
      </p>
      <ListPage table={{ caption: "Client programmes", columns, rows: loaderData.rows, rowKey: (r) => r.slug }} />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
