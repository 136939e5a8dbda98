import { actorOf } from "#app/accounts/accounts.server.ts";
import { recordAudit } from "#app/audit/audit-log.server.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { requireProgrammePage } from "#app/guards.server.ts";
import { numberedWording } from "#app/programmes/view.server.ts";
import { storedProgramme } from "#app/programmes/programme-data.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/wording-pdf";

/** /<programme>/policy-wording.pdf: the same wording as the page, as a PDF, for the same users only. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const guarded = requireProgrammePage(context, url, { programme: params.programme, page: "policy-wording" });
  const { database } = await services();
  const programme = await storedProgramme(database, guarded.programme);
  const wording = programme.details.wording && numberedWording(programme.details.wording);
  if (!wording) throw new Response("Not found", { status: 404 });
  const pdf = await renderDocumentPdf({
    slug: `${programme.slug}-policy-wording`,
    title: `${programme.name}: policy wording`,
    version: wording.version,
    effectiveDate: wording.effectiveDate,
    summary: programme.details.summary,
    sections: wording.sections,
  });
  // Every programme document a client downloads is on the audit log (issue 28, item 7).
  if (guarded.user) {
    await recordAudit(database.db, {
      action: "programme-document-downloaded",
      actor: actorOf(guarded.user, context),
      target: programme.slug,
      detail: { document: "policy-wording", version: wording.version },
    });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${programme.slug}-policy-wording-${wording.version}.pdf"`,
      // Confidential: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
