import { allows, type StaffRole } from "#app/accounts/roles.ts";

/**
 * Every page and download of the back office, once: the route table
 * (app/routes.ts), the back-office menu and home (the entries with a
 * `section`) and the role matrix test (access.test.ts) are made from it, so a
 * staff page cannot be routed without saying who may open it. Each route's
 * loader and action begin with `requireStaff(context, url, role)` with the
 * same role; the matrix test checks that they do.
 */
export interface StaffPage {
  /** The route's path, without the leading slash. */
  path: string;
  /** The route module, from app/. */
  file: `routes/staff/${string}.tsx`;
  /** A route id, where one module serves two paths. */
  id?: string;
  /** Who may open it: one staff role (administrators may open everything), or "any" staff role. */
  role: StaffRole | "any";
  /**
   * Which frame it is drawn in: the back office's ("staff"), the public site's (an article's preview, as it will
   * be published), or none (a download: CSV, PDF, a claim's file).
   */
  frame: "staff" | "public" | "none";
  /** Its entry in the back-office menu and on the desk home, in menu order. */
  section?: { label: string; description: string };
}

export const staffPages: readonly StaffPage[] = [
  { path: "staff", file: "routes/staff/home.tsx", role: "any", frame: "staff" },
  // The member's own account: password, two-factor sign-in (set up here first, decision 0030), sessions.
  { path: "staff/account", file: "routes/staff/account.tsx", role: "any", frame: "staff" },
  // The one search, in every staff page's bar: each kind of result only for the roles that open its pages.
  { path: "staff/search", file: "routes/staff/search.tsx", role: "any", frame: "staff" },
  {
    path: "staff/submissions",
    file: "routes/staff/submissions.tsx",
    role: "staff",
    frame: "staff",
    section: {
      label: "Form submissions",
      description: "Enquiries, call-back requests, broker applications, claim notifications and complaints.",
    },
  },
  { path: "staff/submissions/:reference", file: "routes/staff/submission.tsx", role: "staff", frame: "staff" },
  { path: "staff/submissions/export", file: "routes/staff/export.tsx", role: "staff", frame: "none" },
  {
    path: "staff/claims",
    file: "routes/staff/claims.tsx",
    role: "claims",
    frame: "staff",
    section: {
      label: "Claims desk",
      description: "Claims reported online with their documents: the queue by step and age, moving claims on, notes.",
    },
  },
  { path: "staff/claims/:reference", file: "routes/staff/claim.tsx", role: "claims", frame: "staff" },
  {
    path: "staff/claims/:reference/files/:fileId",
    file: "routes/staff/claim-file.tsx",
    role: "claims",
    frame: "none",
  },
  {
    path: "staff/claims/:reference/files/:fileId/thumbnail",
    file: "routes/staff/claim-thumbnail.tsx",
    role: "claims",
    frame: "none",
  },
  {
    path: "staff/quotes",
    file: "routes/staff/quotes.tsx",
    role: "underwriter",
    frame: "staff",
    section: {
      label: "Quotations",
      description: "Clients' quotation requests: take them up, send quotations or decline, and bind what is accepted.",
    },
  },
  { path: "staff/quotes/:reference", file: "routes/staff/quote.tsx", role: "underwriter", frame: "staff" },
  {
    path: "staff/quotes/:reference/quotation.pdf",
    file: "routes/staff/quotation-pdf.tsx",
    role: "underwriter",
    frame: "none",
  },
  {
    path: "staff/quotes/:reference/attachments/:fileId",
    file: "routes/staff/quote-attachment.tsx",
    role: "underwriter",
    frame: "none",
  },
  {
    path: "staff/quotes/:reference/confirmation-of-cover.pdf",
    file: "routes/staff/confirmation-pdf.tsx",
    role: "underwriter",
    frame: "none",
  },
  {
    path: "staff/content",
    file: "routes/staff/content.tsx",
    role: "editor",
    frame: "staff",
    section: {
      label: "Content",
      description: "News and events: write, preview, publish or schedule, correct and withdraw articles.",
    },
  },
  {
    path: "staff/content/new",
    file: "routes/staff/content-edit.tsx",
    id: "content-new",
    role: "editor",
    frame: "staff",
  },
  { path: "staff/content/pictures", file: "routes/staff/content-pictures.tsx", role: "editor", frame: "staff" },
  {
    path: "staff/content/:id",
    file: "routes/staff/content-edit.tsx",
    id: "content-edit",
    role: "editor",
    frame: "staff",
  },
  { path: "staff/content/:id/history", file: "routes/staff/content-history.tsx", role: "editor", frame: "staff" },
  { path: "staff/content/:id/preview", file: "routes/staff/content-preview.tsx", role: "editor", frame: "public" },
  {
    path: "staff/documents",
    file: "routes/staff/documents.tsx",
    role: "editor",
    frame: "staff",
    section: {
      label: "Documents",
      description: "Policies, the PAIA manual and claim forms: upload a new version; earlier ones stay listed.",
    },
  },
  // An upload's first page and file, for the editor confirming it before it goes live (pending ones too).
  { path: "staff/documents/:id/:file", file: "routes/staff/document-file.tsx", role: "editor", frame: "none" },
  {
    path: "staff/people",
    file: "routes/staff/people.tsx",
    role: "editor",
    frame: "staff",
    section: {
      label: "People",
      description: "The leadership showcase, key contacts and managers: names, titles, pictures and order.",
    },
  },
  { path: "staff/people/new", file: "routes/staff/person.tsx", id: "person-new", role: "editor", frame: "staff" },
  { path: "staff/people/:id", file: "routes/staff/person.tsx", id: "person-edit", role: "editor", frame: "staff" },
  {
    path: "staff/programmes",
    file: "routes/staff/programmes.tsx",
    role: "account-executive",
    frame: "staff",
    section: {
      label: "Programmes",
      description: "Client programmes' figures: covers and limits, excesses, rates, renewal, policy number, history.",
    },
  },
  {
    path: "staff/programmes/:slug",
    file: "routes/staff/programme.tsx",
    role: "account-executive",
    frame: "staff",
  },
  {
    path: "staff/users",
    file: "routes/staff/users.tsx",
    role: "admin",
    frame: "staff",
    section: {
      label: "Accounts",
      description: "Everyone who signs in, in every context: invite, disable, roles, two-factor.",
    },
  },
  { path: "staff/users/invite", file: "routes/staff/invite.tsx", role: "admin", frame: "staff" },
  { path: "staff/users/:context/:userId", file: "routes/staff/user.tsx", role: "admin", frame: "staff" },
  {
    path: "staff/audit",
    file: "routes/staff/audit.tsx",
    role: "admin",
    frame: "staff",
    section: {
      label: "Audit log",
      description: "Who signed in, and what staff and client administrators did, when and from where.",
    },
  },
  { path: "staff/audit/export", file: "routes/staff/audit-export.tsx", role: "admin", frame: "none" },
  {
    path: "staff/sso",
    file: "routes/staff/sso.tsx",
    role: "admin",
    frame: "staff",
    section: {
      label: "Single sign-on",
      description: "A programme's or the staff's own identity provider: issuer, client, e-mail domains, passwords.",
    },
  },
];

/** A back-office menu entry: the pages with a section, in the table's order. */
export interface StaffSection {
  path: string;
  label: string;
  role: StaffRole | "any";
  description: string;
}

export const staffSections: readonly StaffSection[] = staffPages.flatMap((page) =>
  page.section ? [{ path: `/${page.path}`, role: page.role, ...page.section }] : [],
);

/** Whether an account with these roles may open a page that needs `role`. */
export function mayOpen(roles: readonly StaffRole[], role: StaffRole | "any"): boolean {
  return role === "any" ? roles.length > 0 : allows(roles, role);
}
