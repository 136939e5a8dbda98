import { data } from "react-router";

import { CLIENT_ADDRESS_HEADER } from "#app/auth/client-address.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { site } from "#app/config/site.ts";
import {
  addClaimantFiles,
  createClaim,
  type Claim,
  claimFiles,
  isClaimFilesRefused,
} from "#app/claims/claims.server.ts";
import type { Database } from "#app/db/database.server.ts";
import { takeAllowance } from "#app/forms/rate-limits.server.ts";
import { formDefinitions, HONEYPOT_FIELD } from "#app/forms/definitions.ts";
import { labelledFields } from "#app/forms/notification.ts";
import type { FormResult, RefusedFile } from "#app/forms/result.ts";
import { echoValues, formValues } from "#app/forms/rules.ts";
import { FORM_RATE_LIMIT, takeFormAttempt } from "#app/forms/submit.server.ts";
import { validateForm } from "#app/forms/validation.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import { claimDocumentsEmail, claimReceivedEmail, claimTeamEmail, teamRecipient } from "./emails.ts";
import { refusalMessage } from "./files.ts";
import { trackingPath, trackingTokenSealer } from "./tracking-link.server.ts";
import {
  checkFiles,
  cleanFiles,
  type FileCheck,
  receiveUpload,
  screenFiles,
  storeFiles,
  type Upload,
} from "./upload.server.ts";

export interface ClaimContext {
  database: Database;
  files: FileStore;
  /** Whether e-mail is on (SMTP_URL): the claimant's and the team's messages are queued only then. */
  notify: boolean;
  kickOutbox?: () => void;
  /** A programme user reporting inside their sub-site. */
  programme?: string;
  reportedBy?: { context: string; userId: string };
}

const KIND = "claim_notification" as const;

export { trackingPath };

function unavailable(values: Record<string, string>, error: unknown) {
  console.error("A claim could not be stored:", error);
  const message = `We could not save your claim just now, so it has not been sent. Please try again in a minute, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;
  return data<FormResult>({ status: "unavailable", kind: KIND, values, message }, 503);
}

const INCOMPLETE = `Your claim did not arrive in full (the connection was slow or dropped, or the files came to more than 25 MB), so it has not been sent. Please choose your files and send it again, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;

/**
 * The claim form's action, with or without the page's script (the same
 * multipart post either way): counts the post, reads it as it streams in,
 * checks the fields (the claim form's rules) and the files (sizes, kind by
 * content, location data removed), and only when all is well stores the
 * files, then the claim with its e-mails, and answers with the reference and
 * the private tracking address. Anything refused comes back with every value
 * as typed and each refused file named with its reason.
 */
export async function handleClaimReport(
  request: Request,
  formArea: string,
  context: ClaimContext,
): Promise<ReturnType<typeof data<FormResult>>> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  let upload: Upload;
  try {
    upload = await receiveUpload(request);
  } catch (unreadable) {
    await takeFormAttempt(context.database, address).catch(() => {});
    throw unreadable;
  }
  try {
    const definition = formDefinitions[KIND];
    const typed = formValues(definition, (name) => upload.fields.get(name));
    const values = echoValues(definition, typed);

    try {
      if (!(await takeFormAttempt(context.database, address))) {
        const message = `You have sent this form several times in a few minutes. Please wait ten minutes and send it again, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;
        return data<FormResult>({ status: "limited", kind: KIND, values, message }, 429);
      }
    } catch (error) {
      return unavailable(values, error);
    }
    if (upload.incomplete)
      return data<FormResult>({ status: "unavailable", kind: KIND, values, message: INCOMPLETE }, 400);

    const honeypot = upload.fields.get(HONEYPOT_FIELD);
    if (typeof honeypot !== "string" || honeypot !== "") {
      const message = `We could not accept this form. Please call our 24/7 claims line on ${site.claimsEmergencyPhone} and we will help.`;
      return data<FormResult>({ status: "refused", kind: KIND, values, message }, 400);
    }

    const checked = validateForm(KIND, typed);
    // The fields and the files' cheap checks first: a post refused for them has none of its files processed.
    const screened = await screenFiles(upload);
    const files: FileCheck =
      checked.ok && !screened.refused.length
        ? await cleanFiles(screened.accepted)
        : { accepted: [], refused: screened.refused };
    const refused: RefusedFile[] = files.refused.map((f) => ({ name: f.name, reason: refusalMessage(f.reason) }));
    if (!checked.ok || refused.length) {
      return data<FormResult>({
        status: "invalid",
        kind: KIND,
        values,
        errors: checked.ok ? {} : checked.errors,
        files: refused,
      });
    }

    let result: { reference: string; token: string };
    try {
      const allowed = await takeAllowance(context.database, `${KIND}:${address}`, FORM_RATE_LIMIT);
      if (!allowed) {
        const message = `You have reported several claims in a few minutes. Please wait ten minutes, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;
        return data<FormResult>({ status: "limited", kind: KIND, values, message }, 429);
      }
      // Files first, then the claim: a claim confirmed to the claimant is stored with every file.
      const stored = await storeFiles(context.files, files.accepted);
      const siteUrl = publicConfig().siteUrl;
      const payload = checked.data;
      try {
        result = await createClaim(
          context.database,
          {
            formArea,
            programme: context.programme,
            reportedBy: context.reportedBy,
            payload,
            files: stored,
            sealToken: (token) => trackingTokenSealer().seal(token),
          },
          context.notify
            ? (reference, token) => [
                claimReceivedEmail({
                  reference,
                  recipient: String(payload.email),
                  name: String(payload.name),
                  trackingUrl: `${siteUrl}${trackingPath(token)}`,
                  files: stored.map((f) => f.name),
                }),
                claimTeamEmail({
                  reference,
                  summary: [
                    ...labelledFields(KIND, payload).map((f) => `${f.label}: ${f.value || "-"}`),
                    `Files: ${stored.length ? stored.map((f) => f.name).join(", ") : "none"}`,
                    ...(context.programme ? [`Programme: ${context.programme}`] : []),
                  ],
                  deskUrl: `${siteUrl}/staff/claims/${reference}`,
                }),
              ]
            : undefined,
        );
      } catch (error) {
        await Promise.all(stored.map((f) => context.files.remove(f.storageKey).catch(() => {})));
        throw error;
      }
    } catch (error) {
      return unavailable(values, error);
    }
    context.kickOutbox?.();
    return data<FormResult>({
      status: "sent",
      kind: KIND,
      reference: result.reference,
      tracking: trackingPath(result.token),
      files: files.accepted.map((f) => f.name),
    });
  } finally {
    await upload.cleanup();
  }
}

/** What adding documents from the tracker answers. */
export type AddDocumentsResult =
  { status: "added"; files: string[] } | { status: "refused"; files: RefusedFile[]; message?: string };

/** Documents a claimant adds later, from their tracker: the same checks, counted with what the claim holds. */
export async function handleAddDocuments(
  request: Request,
  claim: Claim,
  context: ClaimContext,
): Promise<AddDocumentsResult> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
  const upload = await receiveUpload(request);
  try {
    if (!(await takeFormAttempt(context.database, address))) {
      return {
        status: "refused",
        files: [],
        message: "You have sent several times in a few minutes. Please wait ten minutes.",
      };
    }
    if (upload.incomplete) return { status: "refused", files: [], message: INCOMPLETE };
    if (!upload.files.length) return { status: "refused", files: [], message: "Choose at least one file to add." };
    const held = await claimFiles(context.database, claim.id);
    const files = await checkFiles(upload, { count: held.length, bytes: held.reduce((n, f) => n + f.size, 0) });
    if (files.refused.length) {
      return {
        status: "refused",
        files: files.refused.map((f) => ({ name: f.name, reason: refusalMessage(f.reason) })),
      };
    }
    const stored = await storeFiles(context.files, files.accepted);
    const names = stored.map((f) => f.name);
    try {
      await addClaimantFiles(
        context.database,
        claim,
        stored,
        context.notify
          ? claimDocumentsEmail({
              reference: claim.reference,
              recipient: teamRecipient(claim),
              files: names,
              deskUrl: `${publicConfig().siteUrl}/staff/claims/${claim.reference}`,
            })
          : undefined,
      );
    } catch (error) {
      await Promise.all(stored.map((f) => context.files.remove(f.storageKey).catch(() => {})));
      // Another post added documents meanwhile, and the claim can no longer take these (counted under a lock).
      if (isClaimFilesRefused(error)) {
        return {
          status: "refused",
          files: error.refused.map((f) => ({ name: f.name, reason: refusalMessage(f.reason) })),
        };
      }
      throw error;
    }
    context.kickOutbox?.();
    return { status: "added", files: names };
  } finally {
    await upload.cleanup();
  }
}
