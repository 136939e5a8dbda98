import { listSubmissions } from "#app/db/submissions.server.ts";
import { submissionFilters, submissionsCsv, submissionsJson } from "#app/forms/export.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/export";

/** The staff list's submissions as a download, with the same filters (the same as `npm run submissions -- export`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const { database } = await services();
  const query = submissionFilters(url);
  const rows = await listSubmissions(database, { kind: query.kind, since: query.since });
  const csv = url.searchParams.get("format") !== "json";
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv ? submissionsCsv(rows) : submissionsJson(rows), {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="submissions-${query.kindParam || "all"}-${day}.${csv ? "csv" : "json"}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
