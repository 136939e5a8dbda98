import { recordAudit } from "#app/audit/audit-log.server.ts";
import { actorOf } from "#app/accounts/accounts.server.ts";
import { requireProgrammeAccount } from "#app/guards.server.ts";
import { southAfricanDay } from "#app/lib/format/time.ts";
import { lossRunPdf, programmeLossRun } from "#app/programmes/loss-run.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/loss-run-pdf";

/** /<programme>/loss-run.pdf: the live loss run on the group's letterhead, each download on the audit log. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const guarded = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const programme = await storedProgramme(database, guarded.programme);
  const now = new Date();
  const today = southAfricanDay(now);
  const pdf = await lossRunPdf(programme, await programmeLossRun(database, programme), today, now);
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor: actorOf(guarded.user, context),
    target: programme.slug,
    detail: { document: "loss-run.pdf" },
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${programme.slug}-loss-run-${today}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
