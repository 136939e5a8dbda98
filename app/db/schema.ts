import type { ColumnType, Generated, JSONColumnType } from "kysely";

import type { ArticleFields } from "#app/articles/types.ts";
import type { AuthContextId } from "#app/auth/contexts.ts";
import type { LeadershipGroup } from "#app/content/people.ts";
import type { Quote } from "#app/programmes/quote.ts";
import type { SubmissionState } from "#app/forms/submission-queue.ts";
import type { ProgrammeDetails, ScheduleLine } from "#app/programmes/types.ts";
import type { QuoteOption, QuoteState } from "#app/quotes/workflow.ts";

/**
 * Every table the site reads or writes, as Kysely sees it. Migrations
 * (app/db/migrations) create them; each data module queries them through
 * `Kysely<DB>`, so a misspelt column or a wrong type fails the type check
 * rather than a request.
 *
 * Conventions: snake_case columns in our own tables; better-auth's tables keep
 * its camelCase. `bigint` and `bigserial` columns read as numbers on both
 * engines (app/db/database.server.ts sets pg's parser; PGlite does so itself).
 */

/** A timestamp the database fills in. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface QuoteRequestsTable {
  id: Generated<number>;
  reference: string;
  programme: string;
  context: string;
  user_id: string;
  /** The tier's label when the request was made, e.g. "10% min 10k". */
  tier: string;
  /** The schedule the client priced, as the calculator validated it. */
  schedule: JSONColumnType<ScheduleLine[]>;
  /** The calculator's quotation for the request's tier, in cents (its SASRIA is what the desk shows). */
  quote: JSONColumnType<Quote>;
  premium_cents: number;
  created_at: CreatedAt;
  /** Where the request is in its life (app/quotes/workflow.ts); "expired" is worked out on reading. */
  state: ColumnType<QuoteState, QuoteState | undefined, QuoteState>;
  /** Raised by one at every change; a change names the version it read (optimistic concurrency). */
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Asked for from the renewal notice on the overview. */
  renewal: Generated<boolean>;
  /** The quotation underwriting sent: annual premium (may differ from the calculator's), conditions, last valid day. */
  quoted_premium_cents: number | null;
  conditions: string | null;
  valid_until: string | null;
  decline_reason: string | null;
  policy_number: string | null;
  /** The latest quotation's options: the tiers offered side by side, each with its premium. */
  options: JSONColumnType<QuoteOption[] | null, string | null, string | null>;
  /** The latest quotation's version number (quotation_versions.number). */
  quotation_version: number | null;
  /** The option the client accepted, by tier label. */
  accepted_tier: string | null;
  withdraw_reason: string | null;
  /** The period of cover bound: first and last day (South African dates). */
  inception_date: string | null;
  cover_until: string | null;
  /** The underwriter who owns the request, by e-mail address; null while unassigned (migration 0018). */
  owner_email: string | null;
}

/** Every version of a request's quotation, as sent: a revision adds one, and the request shows the latest. */
export interface QuotationVersionsTable {
  id: Generated<number>;
  reference: string;
  number: number;
  options: JSONColumnType<QuoteOption[]>;
  conditions: string;
  valid_until: string;
  created_at: CreatedAt;
  actor_email: string | null;
}

/** A condition (subjectivity) of a quotation version, one line of its conditions, tracked (migration 0035). */
export interface QuoteConditionsTable {
  id: Generated<number>;
  reference: string;
  quotation_version: number;
  /** Its place in the version's list, from 0. */
  position: number;
  text: string;
  /** The South African day it is due, if any. */
  due_on: string | null;
  status: "outstanding" | "met" | "waived";
  /** Who last set its status or due day (an address), and when. */
  status_by: string | null;
  status_at: Date | null;
}

/** A PDF on a quotation request (migration 0018): the bytes are in the file store under `storage_key`. */
export interface QuoteAttachmentsTable {
  id: Generated<number>;
  reference: string;
  storage_key: string;
  /** The name the file had (cleaned). */
  name: string;
  /** The media type its content shows: always a PDF. */
  type: string;
  size: number;
  sha256: string;
  added_by: "client" | "underwriter";
  /** The quotation version an underwriter's attachment was sent with. */
  quotation_version: number | null;
  actor_email: string | null;
  created_at: CreatedAt;
}

/** A quotation request's timeline: every step, with who took it, when, and a note. */
export interface QuoteEventsTable {
  id: Generated<number>;
  reference: string;
  at: CreatedAt;
  /** "request", or a workflow action ("take-up", "quote", …). */
  action: string;
  from_state: QuoteState | null;
  to_state: QuoteState;
  actor_context: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  note: string | null;
}

export interface SubmissionsTable {
  id: Generated<number>;
  reference: string;
  kind: string;
  form_area: string;
  payload: JSONColumnType<Record<string, string | boolean>>;
  created_at: CreatedAt;
  /** Migration 0028: where the team is with it, since when, who owns it (an address) and the note it was closed with. */
  state: ColumnType<SubmissionState, SubmissionState | undefined, SubmissionState>;
  state_at: ColumnType<Date, Date | undefined, Date>;
  owner_email: string | null;
  closing_note: string | null;
}

/** E-mail waiting to be sent, written in the same transaction as the change it tells of (app/email/outbox.server.ts). */
export interface OutboxTable {
  id: Generated<number>;
  /** What kind of message: "submission", "invitation", "password-reset", … (for the staff pages and logs). */
  kind: string;
  /** The reference of what the message is about (a submission, quotation or claim), if any. */
  reference: string | null;
  recipient: string;
  subject: string;
  /** The plain-text part, made from the same content as `html`. */
  body: string;
  /** The HTML part (app/email/layout.server.ts); null for messages stored before it existed (sent as text only). */
  html: string | null;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  sent_at: Date | null;
  last_error: string | null;
  created_at: CreatedAt;
}

export interface FormRateLimitsTable {
  key: string;
  /** Milliseconds since 1970. */
  window_start: number;
  count: number;
}

export interface UserRolesTable {
  context: string;
  user_id: string;
  role: string;
  created_at: CreatedAt;
}

/** An account's state beside better-auth's user row (any context). */
export interface AccountsTable {
  context: AuthContextId;
  user_id: string;
  status: "invited" | "active" | "disabled";
  /** A programme user who manages their own programme's team. */
  client_admin: Generated<boolean>;
  /** A programme user who asks for quotations and reports claims (migration 0020; app/programmes/client-roles.ts). */
  requester: Generated<boolean>;
  /** A programme user who accepts or declines a quotation on their company's behalf (migration 0020). */
  approver: Generated<boolean>;
  /** The e-mail address of whoever invited them, if anyone. */
  invited_by: string | null;
  created_at: CreatedAt;
  disabled_at: Date | null;
  /** Who disabled it: their e-mail address, and their sign-in context (`staff`: the group's staff; none: the command line). */
  disabled_by: string | null;
  disabled_by_context: string | null;
  last_sign_in_at: Date | null;
}

/** A one-time link (invitation or password reset); only a hash of its secret is kept. */
export interface AccountTokensTable {
  id: Generated<number>;
  context: AuthContextId;
  user_id: string;
  purpose: "invitation" | "password-reset";
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

/** Who did what, to whom, when and from where. Append-only: a trigger refuses updates and deletes. */
export interface AuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  actor_context: string | null;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  target_context: string | null;
  target_user_id: string | null;
  /** What was acted on, as people read it: an e-mail address or a reference. */
  target: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  address: string | null;
}

/** A claim as reported, with its step (app/claims/steps.ts) and handler (migration 0007). */
export interface ClaimsTable {
  id: Generated<number>;
  reference: string;
  /** SHA-256 (hex) of the claimant's tracking token; the token is only in their link. */
  tracking_token_hash: string;
  form_area: string;
  /** The programme's slug when a programme user reported it (/<programme>/claims). */
  programme: string | null;
  reported_by_context: string | null;
  reported_by_user_id: string | null;
  claimant_name: string;
  claimant_email: string;
  policy_number: string;
  loss_type: string;
  /** Every field of the claim form, as checked. */
  payload: JSONColumnType<Record<string, string | boolean>>;
  step: string;
  step_at: ColumnType<Date, Date | undefined, Date>;
  /** The claim's owner (its handler), by e-mail address; null while unassigned (the shared mailbox). */
  handler_email: string | null;
  created_at: CreatedAt;
  /** The tracking token, encrypted with the server's key, for e-mails that repeat the link (migration 0016). */
  tracking_token_sealed: string | null;
  /** When and by whom (an address) the claim was acknowledged (migration 0033); null while not yet. */
  acknowledged_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  acknowledged_by: string | null;
  /** The next step the handler set for the claimant (app/claims/progress.server.ts) and its day; null when none. */
  next_step: string | null;
  next_step_on: string | null;
}

/** A document or photo of a claim: the bytes are in the file store under `storage_key`. */
export interface ClaimFilesTable {
  id: Generated<number>;
  claim_id: number;
  storage_key: string;
  /** The name the claimant's file had (cleaned). */
  name: string;
  /** The media type its content shows (app/claims/files.ts). */
  type: string;
  size: number;
  sha256: string;
  /** Photo location data: removed, none found, or kept (a HEIC file whose structure could not be read, decision 0012). */
  location_data: "removed" | "none" | "kept";
  /** When the camera says the photo was taken, ISO 8601 with its offset if known (migration 0036); else null. */
  taken_at: string | null;
  added_by: "claimant" | "staff";
  created_at: CreatedAt;
}

/**
 * What a claim's history entry records: a step (with its note to the claimant), an internal note, documents the
 * claimant added, an owner change, a message from the claimant (in) or to them (out), a payment or a reserve.
 */
export type ClaimHistoryKind =
  | "step"
  | "note"
  | "internal-note"
  | "documents"
  | "handler"
  | "message-in"
  | "message-out"
  | "payment"
  | "reserve"
  | "acknowledged"
  | "next-step";

/** A claim's steps, notes to the claimant, internal notes, documents added, owner changes, messages and money. */
export interface ClaimHistoryTable {
  id: Generated<number>;
  claim_id: number;
  kind: ClaimHistoryKind;
  step: string | null;
  text: Generated<string>;
  author_email: string | null;
  at: CreatedAt;
}

/** Money the claims team records on a claim (migration 0016): the reserve (internal) and payments (the claimant sees). */
export interface ClaimPaymentsTable {
  id: Generated<number>;
  claim_id: number;
  kind: "reserve" | "payment";
  amount_cents: number;
  /** The South African day it was paid or reserved: "2026-11-25". */
  on_day: string;
  /** The payment's or reserve's reference, e.g. the EFT reference. */
  reference: string;
  /** Who recorded it: their e-mail address. */
  recorded_by: string;
  created_at: CreatedAt;
  /** A payment made before the claim was decided (migration 0033), with the reason the claimant reads. */
  interim: Generated<boolean>;
  reason: Generated<string>;
}

/** What a staff member tells claimants beyond their account's name, by e-mail address (migration 0016). */
export interface StaffProfilesTable {
  email: string;
  direct_line: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The tables in the public schema: the site's own. */
/** One page, article or PDF in the site search index (app/search/index.server.ts). */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** The source that gave it (app/search/sources.server.ts), such as "pages". */
  source: string;
  url: string;
  kind: "page" | "article" | "document";
  title: string;
  /** What the result names as its place on the site, such as "Products" or "News 2025". */
  section: string;
  /** The document's headings, one per line. */
  headings: string;
  body: string;
  /** Kept by the database from the three texts (weights A, B, C); never written. */
  search_vector: ColumnType<string | null, never, never>;
}

/** A document's body paragraph by paragraph, for snippets (migration 0011). */
export interface SearchPassagesTable {
  document_id: number;
  /** The paragraph's place in the body, from 0. */
  position: number;
  text: string;
  /** Kept by the database from the text; never written. */
  search_vector: ColumnType<string | null, never, never>;
}

/** Every word of the indexed text, for matching misspelt query words (pg_trgm). */
export interface SearchWordsTable {
  word: string;
  /** In how many documents it appears: the commoner of two equally close words wins. */
  documents: number;
}

/** What each source last indexed, by a hash of its documents. */
export interface SearchSourcesTable {
  source: string;
  content_hash: string;
  documents: number;
  /** When (the database's clock) the documents the index holds, or found unchanged, were read. */
  indexed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AppTables {
  quote_requests: QuoteRequestsTable;
  quote_events: QuoteEventsTable;
  quotation_versions: QuotationVersionsTable;
  quote_attachments: QuoteAttachmentsTable;
  quote_conditions: QuoteConditionsTable;
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  form_rate_limits: FormRateLimitsTable;
  user_roles: UserRolesTable;
  accounts: AccountsTable;
  account_tokens: AccountTokensTable;
  audit_log: AuditLogTable;
  claims: ClaimsTable;
  claim_files: ClaimFilesTable;
  claim_history: ClaimHistoryTable;
  claim_payments: ClaimPaymentsTable;
  staff_profiles: StaffProfilesTable;
  articles: ArticlesTable;
  article_revisions: ArticleRevisionsTable;
  article_redirects: ArticleRedirectsTable;
  content_version: ContentVersionTable;
  data_changes: DataChangesTable;
  pictures: PicturesTable;
  document_versions: DocumentVersionsTable;
  search_documents: SearchDocumentsTable;
  search_passages: SearchPassagesTable;
  search_words: SearchWordsTable;
  search_sources: SearchSourcesTable;
  people: PeopleTable;
  programme_data: ProgrammeDataTable;
  programme_data_revisions: ProgrammeDataRevisionsTable;
  programme_wordings: ProgrammeWordingsTable;
  sso_providers: SsoProvidersTable;
  totp_codes_used: TotpCodesUsedTable;
}

/** An authenticator code a sign-in context accepted (migration 0029): each works once (app/auth/two-factor-guard.server.ts). */
export interface TotpCodesUsedTable {
  context: string;
  user_id: string;
  /** The code's counter: milliseconds since 1970 divided by 30,000. */
  time_step: number;
  used_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A programme's confidential figures as the pages and the quote engine read them (migration 0021). */
export type StoredProgrammeDetails = Omit<ProgrammeDetails, "wording" | "upcomingWordings">;

/** One change of one field in a programme's data: its path ("covers.2.limit") and both values. */
export interface ProgrammeFieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One programme's figures (app/programmes/programme-data.server.ts); a save names the version it read. */
export interface ProgrammeDataTable {
  slug: string;
  details: JSONColumnType<StoredProgrammeDetails>;
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

/** Every save of a programme's figures: who, when, and each field it changed. */
export interface ProgrammeDataRevisionsTable {
  id: Generated<number>;
  slug: string;
  /** The version the save made. */
  version: number;
  changes: JSONColumnType<ProgrammeFieldChange[]>;
  changed_at: CreatedAt;
  changed_by: string | null;
}

/** A programme's policy wording versions; the newest whose effective date has come (South African day) is in force. */
export interface ProgrammeWordingsTable {
  id: Generated<number>;
  slug: string;
  version: string;
  effective_date: string;
  sections: JSONColumnType<{ heading: string; paragraphs: string[] }[]>;
  /** An uploaded PDF of this version in the file store, when one was given. */
  storage_key: string | null;
  added_at: CreatedAt;
  added_by: string | null;
}

/** A sign-in context's OpenID Connect provider (migration 0024, app/sso/providers.server.ts). */
export interface SsoProvidersTable {
  context: AuthContextId;
  issuer: string;
  client_id: string;
  /** AES-256-GCM with SSO_SECRET_KEY (app/sso/secret-box.server.ts); never shown again. */
  client_secret_sealed: string;
  /** Lower-case domain names the provider signs in. */
  domains: JSONColumnType<string[]>;
  passwords_allowed: boolean;
  /**
   * Origins besides the issuer's that its endpoints may be on (migration 0030), e.g. ["https://login.example.net"];
   * empty: the issuer's origin only.
   */
  allowed_origins: JSONColumnType<string[], string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

/** Uploaded versions of a downloadable document (app/documents/document-versions.server.ts); the newest is served. */
export interface DocumentVersionsTable {
  id: Generated<number>;
  /** A document of app/content/documents. */
  slug: string;
  /** As printed on it, such as "3.2". */
  version: string;
  effective_date: string;
  storage_key: string;
  size: number;
  sha256: string;
  uploaded_at: CreatedAt;
  uploaded_by: string | null;
  /** Pending until the editor confirms its preview; the newest live one is served (migration 0023). */
  state: ColumnType<DocumentVersionState, DocumentVersionState | undefined, DocumentVersionState>;
  /** Its first page as a PNG in the storage module. */
  preview_key: string | null;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  published_by: string | null;
  retracted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  retracted_by: string | null;
  /** Its text, paragraphs a blank line apart, read at upload for site search (migration 0033); null before. */
  text: string | null;
}

export type DocumentVersionState = "pending" | "live" | "retracted" | "discarded";

/** Pictures editors upload (app/articles/pictures.server.ts); their files are in the storage module. */
export interface PicturesTable {
  id: Generated<number>;
  /** The largest stored width and its height. */
  width: number;
  height: number;
  /** Every stored width, each as AVIF and WebP. */
  widths: JSONColumnType<number[]>;
  alt: string;
  /** The uploaded file's name (migration 0026), for finding it again; empty for pictures from before. */
  file_name: Generated<string>;
  sha256: string;
  uploaded_at: CreatedAt;
  uploaded_by: string | null;
}

/** News and events (migration 0008, app/articles/articles.server.ts). */
export interface ArticlesTable {
  id: Generated<number>;
  kind: "news" | "events";
  /** Unique across both kinds; the address is /media/<kind>/<year of date>/<slug>. */
  slug: string;
  title: string;
  /** ISO date shown on the article (of the news, or of the event). */
  date: string;
  summary: string;
  /** Sanitised on the server before it is stored (app/articles/sanitize.server.ts). */
  body_html: string;
  /** A picture of the catalogue (app/content/images.ts). */
  hero_image: string;
  hero_alt: string;
  location: string | null;
  seo_title: string | null;
  seo_description: string | null;
  /** Published and publish_at in the past: public; published and publish_at ahead: scheduled. */
  status: "draft" | "published" | "withdrawn";
  publish_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** Raised by every save: a save naming an older one is refused (two editors at once). */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
  /**
   * Changes not yet on the public site (migration 0022): a saved change to a live article, or an autosave; the
   * editor opens this when there is one. Published (or saved, for an article not live) into the columns above.
   */
  draft: JSONColumnType<ArticleFields | null, string | null | undefined, string | null>;
  /** When the draft of a live article replaces its published text (migration 0022); null: not scheduled. */
  draft_publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ArticleRevisionsTable {
  id: Generated<number>;
  article_id: number;
  version: number;
  saved_at: CreatedAt;
  saved_by: string | null;
  note: string;
  fields: JSONColumnType<ArticleFields>;
  /** What the revision was (migration 0022). */
  event: ColumnType<RevisionEvent, RevisionEvent | undefined, RevisionEvent>;
}

export type RevisionEvent =
  "created" | "saved" | "autosaved" | "draft" | "published" | "scheduled" | "withdrawn" | "restored";

/** An article's earlier addresses, each redirecting to its current one. */
export interface ArticleRedirectsTable {
  path: string;
  article_id: number;
  created_at: CreatedAt;
}

/** The group's people (migration 0010, app/people/people.server.ts): the showcase and lineups read them. */
export interface PeopleTable {
  /** Lowercase, stable: the key lineups name people by, and the highlight target. */
  id: string;
  /** The leadership group, one of app/content/people.ts's. */
  team: LeadershipGroup;
  /** Order within the group, from 0. */
  position: number;
  name: string;
  title: string;
  email: string;
  /** A portrait of the catalogue (app/content/images.ts), used unless an uploaded picture is chosen. */
  portrait: string | null;
  picture_id: number | null;
  /** Raised by every save: a save naming an older one is refused (two editors at once). */
  version: Generated<number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_by: string | null;
}

/**
 * A change counter per kind of data kept in memory (migration 0034): raised by a trigger on every write to its
 * tables, read at most once a second by each copy (app/db/data-changes.server.ts).
 */
export interface DataChangesTable {
  topic: string;
  version: ColumnType<number, never, never>;
}

/** One row; its number changes with every change the public may see (app/articles/public.server.ts). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

/** better-auth's user table (the columns the site reads or writes itself; better-auth owns the rest). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  twoFactorEnabled: boolean | null;
  /** Set by an administrator: better-auth refuses the account a session (app/auth/auth.server.ts). */
  disabled: Generated<boolean>;
}

export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  /** Made by the context's identity provider (migration 0024): its own second factor stood in for ours. */
  viaSso: Generated<boolean>;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: Date;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}

export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
}

export interface AuthRateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: number;
}

/**
 * One sign-in context's tables. They live in a PostgreSQL schema per context
 * (auth_main, auth_discount_retail, …), so they are only ever reached through
 * `authDb(database, context)`, which sets the schema: a query on `user`
 * without it would find no such table, never another context's users.
 */
export interface AuthTables {
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  twoFactor: AuthTwoFactorTable;
  rateLimit: AuthRateLimitTable;
}

export interface DB extends AppTables, AuthTables {}

/** The PostgreSQL schema that holds one sign-in context's tables, e.g. auth_discount_retail. */
export function authSchema(id: AuthContextId): string {
  return `auth_${id.replaceAll("-", "_")}`;
}
