/**
 * Claims (issue 18): reported with their files, followed by the claimant with
 * a private token or with reference and e-mail, worked by the claims desk.
 * Every change that tells someone stores its e-mail (app/claims/emails.ts)
 * with `notify` in the same transaction; every staff change writes its audit
 * entry there too. This module is the claims' one door; the work is split by
 * what it does (decision 0058): the claim as stored (record.server.ts), reported
 * (intake.server.ts), worked (steps.server.ts), its money (money.server.ts),
 * found and listed (queries.server.ts).
 */

export {
  type Claim,
  type ClaimEvent,
  type ClaimFile,
  ClaimChangeError,
  claimFromRow,
  claimsStaff,
  type ClaimsStaffMember,
  claimStateOf,
  ClaimStepError,
  fileCount,
  hashToken,
  isClaimChangeError,
  newTrackingToken,
  progressOf,
  staffByEmail,
  type StoredFile,
  withFileCount,
} from "./record.server.ts";
export {
  addClaimantFiles,
  ClaimFilesRefused,
  createClaim,
  isClaimFilesRefused,
  type NewClaim,
} from "./intake.server.ts";
export {
  acknowledgeClaim,
  addInternalNote,
  addMessage,
  moveClaim,
  setDirectLine,
  setNextStep,
  setOwner,
} from "./steps.server.ts";
export { claimMoney, type ClaimMoney, INTERIM_REASON_MAX, type MoneyEntry, recordMoney } from "./money.server.ts";
export {
  claimFiles,
  claimHistory,
  type ClaimQuery,
  findClaim,
  findClaimByReferenceAndEmail,
  findClaimByToken,
  findClaimFile,
  listClaims,
} from "./queries.server.ts";
