import { recordAudit } from "#app/audit/audit-log.server.ts";
import { actorOf } from "#app/accounts/accounts.server.ts";
import { renderDocumentPdf } from "#app/documents/pdf.server.ts";
import { notFound, requireProgrammeAccount } from "#app/guards.server.ts";
import { findWording, storedProgramme } from "#app/programmes/programme-data.server.ts";
import { numberedWording } from "#app/programmes/view.server.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/wording-version-pdf";

/** /<programme>/documents/policy-wording/<version>: one version of the wording as a PDF, on the audit log. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const guarded = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const programme = await storedProgramme(database, guarded.programme);
  const stored = await findWording(database, programme.slug, params.version.slice(0, 40));
  if (!stored) notFound();
  const wording = numberedWording(stored);
  const pdf = await renderDocumentPdf({
    slug: `${programme.slug}-policy-wording`,
    title: `${programme.name}: policy wording`,
    version: wording.version,
    effectiveDate: wording.effectiveDate,
    summary: programme.details.summary,
    sections: wording.sections,
  });
  await recordAudit(database.db, {
    action: "programme-document-downloaded",
    actor: actorOf(guarded.user, context),
    target: programme.slug,
    detail: { document: "policy-wording", version: wording.version },
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${programme.slug}-policy-wording-${wording.version}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
