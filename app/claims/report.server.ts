import { data } from "react-router";

import { site } from "#app/config/site.ts";
import {
  addClaimantFiles,
  createClaim,
  type Claim,
  claimFiles,
  isClaimFilesRefused,
} from "#app/claims/claims.server.ts";
import type { Database } from "#app/db/database.server.ts";
import type { FormResult, RefusedFile } from "#app/forms/result.ts";
import { submitForm, takeFormAttempt, type FormContext, type FormSteps } from "#app/forms/submit.server.ts";
import type { FileStore } from "#app/storage/storage.server.ts";
import { refusalMessage } from "./files.ts";
import { trackingPath, trackingTokenSealer } from "./tracking-link.server.ts";
import {
  checkFiles,
  cleanFiles,
  type CheckedFile,
  receiveUpload,
  type ScreenedFile,
  screenFiles,
  storeFiles,
  type Upload,
} from "./upload.server.ts";

export interface ClaimContext extends FormContext {
  database: Database;
  files: FileStore;
  /** A programme user reporting inside their sub-site. */
  programme?: string;
  reportedBy?: { context: string; userId: string };
  /** The kinds of loss the programme's covers answer for (app/programmes/loss-types.ts); any other is refused. */
  lossTypes?: readonly string[];
}

const KIND = "claim_notification" as const;

function refusals(refused: { name: string; reason: Parameters<typeof refusalMessage>[0] }[]): RefusedFile[] {
  return refused.map((f) => ({ name: f.name, reason: refusalMessage(f.reason) }));
}

/**
 * The claim's own step in the form pipeline (app/forms/submit.server.ts): its
 * post read as it streams in, files to a temporary folder; the files' cheap
 * checks with the fields'; location data removed (in worker threads) only
 * for a post the pipeline has let through; then the files put in the file
 * store and the claim stored with them and its e-mails. One per post: it
 * keeps the files between its steps.
 */
function claimSteps(formArea: string, context: ClaimContext): FormSteps<Upload> {
  let screened: ScreenedFile[] = [];
  let cleaned: CheckedFile[] = [];
  return {
    receive: receiveUpload,
    checkFields(payload): Record<string, string> {
      const { lossTypes } = context;
      return lossTypes && !lossTypes.includes(String(payload.lossType))
        ? { lossType: "Choose one of the kinds of loss your programme covers, or Something else" }
        : {};
    },
    async screenFiles(upload) {
      const check = await screenFiles(upload);
      screened = check.accepted;
      return refusals(check.refused);
    },
    async processFiles() {
      const check = await cleanFiles(screened);
      cleaned = check.accepted;
      return refusals(check.refused);
    },
    async store(_upload, payload) {
      // Files first, then the claim: a claim confirmed to the claimant is stored with every file.
      const stored = await storeFiles(context.files, cleaned);
      try {
        const { programme, reportedBy } = context;
        const claim = await createClaim(context.database, {
          formArea,
          programme,
          reportedBy,
          payload,
          files: stored,
          // Kept sealed so that later e-mails can repeat the claimant's private link (decision 0034).
          sealToken: (token) => trackingTokenSealer().seal(token),
        });
        return { reference: claim.reference, tracking: trackingPath(claim.token), files: stored.map((f) => f.name) };
      } catch (error) {
        await Promise.all(stored.map((f) => context.files.remove(f.storageKey).catch(() => {})));
        throw error;
      }
    },
  };
}

/**
 * The claim form's action, with or without the page's script (the same
 * multipart post either way): the form pipeline, with the claim's files as
 * its own step. Anything refused comes back with every value as typed and
 * each refused file named with its reason.
 */
export function handleClaimReport(
  request: Request,
  formArea: string,
  context: ClaimContext,
): Promise<ReturnType<typeof data<FormResult>>> {
  return submitForm(request, KIND, context, claimSteps(formArea, context));
}

const INCOMPLETE = `Your documents did not arrive in full (the connection was slow or dropped, or the files came to more than 25 MB), so they have not been added. Please choose your files and send them again, or call our 24/7 claims line on ${site.claimsEmergencyPhone}.`;

/** What adding documents from the tracker answers. */
export type AddDocumentsResult =
  { status: "added"; files: string[] } | { status: "refused"; files: RefusedFile[]; message?: string };

/** Documents a claimant adds later, from their tracker: the same checks, counted with what the claim holds. */
export async function handleAddDocuments(
  request: Request,
  claim: Claim,
  context: ClaimContext,
): Promise<AddDocumentsResult> {
  const address = context.clientAddress;
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
    try {
      await addClaimantFiles(context.database, claim, stored);
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
    return { status: "added", files: stored.map((f) => f.name) };
  } finally {
    await upload.cleanup();
  }
}
