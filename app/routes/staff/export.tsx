import { actorOf } from "#app/accounts/accounts.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { listSubmissions } from "#app/forms/submissions.server.ts";
import { submissionFilters, submissionsCsv, submissionsJson } from "#app/forms/export.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/export";

/** The staff list's submissions as a download, with the same filters (the same as `npm run submissions -- export`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "staff");
  const { database } = await services();
  const query = submissionFilters(url);
  const rows = await listSubmissions(database, { kind: query.kind, since: query.since });
  const csv = url.searchParams.get("format") !== "json";
  await recordAudit(database.db, {
    action: "submissions-exported",
    actor: actorOf(member, context),
    detail: {
      kind: query.kindParam || "all",
      since: query.sinceParam || "any time",
      format: csv ? "csv" : "json",
      rows: rows.length,
    },
  });
  const day = southAfricanDay(new Date());
  return new Response(csv ? submissionsCsv(rows) : submissionsJson(rows), {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="submissions-${query.kindParam || "all"}-${day}.${csv ? "csv" : "json"}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
