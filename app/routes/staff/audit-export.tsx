import { actorOf } from "#app/accounts/accounts.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { listAudit, recordAudit } from "#app/audit/audit-log.server.ts";
import { requireStaff } from "#app/guards.server.ts";
import { csvText } from "#app/lib/format/csv.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/audit-export";
import { auditFilters } from "./audit-filters.ts";

/** The audit log as CSV, with the page's filters; the download itself goes on the log too. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "admin");
  const { database } = await services();
  const { query, params } = auditFilters(url);
  const entries = await listAudit(database, query);
  await recordAudit(database.db, {
    action: "audit-exported",
    actor: actorOf(member, context),
    detail: { ...Object.fromEntries(Object.entries(params).filter(([, v]) => v)), entries: entries.length },
  });
  const csv = csvText([
    ["at", "action", "actor_email", "actor_context", "target", "target_context", "address", "detail"],
    ...entries.map((e) => [
      e.at.toISOString(),
      e.action,
      e.actorEmail ?? "",
      e.actorContext ?? "",
      e.target ?? "",
      e.targetContext ?? "",
      e.address ?? "",
      JSON.stringify(e.detail),
    ]),
  ]);
  const day = southAfricanDay(new Date());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
