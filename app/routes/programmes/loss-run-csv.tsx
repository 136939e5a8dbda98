import { recordAudit } from "#app/audit/audit-log.server.ts";
import { actorOf } from "#app/accounts/accounts.server.ts";
import { requireProgrammeAccount } from "#app/guards.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { lossRunCsv, programmeLossRun } from "#app/programmes/loss-run.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/loss-run-csv";

/** /<programme>/loss-run.csv: the live loss run for the programme's own users, each download on the audit log. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const guarded = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const programme = await storedProgramme(database, guarded.programme);
  const today = southAfricanDay(new Date());
  const csv = lossRunCsv(programme, await programmeLossRun(database, programme), today);
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor: actorOf(guarded.user, context),
    target: programme.slug,
    detail: { document: "loss-run.csv" },
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${programme.slug}-loss-run-${today}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
