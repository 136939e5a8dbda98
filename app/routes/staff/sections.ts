import type { StaffRole } from "#app/accounts/roles.ts";

/**
 * The back office's sections, in menu order: each names the role that may
 * open it (administrators may open all). The staff layout and home page show
 * only the sections an account's roles allow; each page's loader checks the
 * same role on the server.
 */
export interface StaffSection {
  path: string;
  label: string;
  role: StaffRole;
  description: string;
}

export const staffSections: readonly StaffSection[] = [
  {
    path: "/staff/submissions",
    label: "Form submissions",
    role: "staff",
    description: "Enquiries, call-back requests, broker applications, claim notifications and complaints.",
  },
  {
    path: "/staff/claims",
    label: "Claims desk",
    role: "claims",
    description: "Claims reported online with their documents: the queue by step and age, moving claims on, notes.",
  },
  {
    path: "/staff/quotes",
    label: "Quotations",
    role: "underwriter",
    description: "Clients' quotation requests: take them up, send quotations or decline, and bind what is accepted.",
  },
  {
    path: "/staff/content",
    label: "Content",
    role: "editor",
    description: "News and events: write, preview, publish or schedule, correct and withdraw articles.",
  },
  {
    path: "/staff/documents",
    label: "Documents",
    role: "editor",
    description: "Policies, the PAIA manual and claim forms: upload a new version; earlier ones stay listed.",
  },
  {
    path: "/staff/people",
    label: "People",
    role: "editor",
    description: "The leadership showcase, key contacts and managers: names, titles, pictures and order.",
  },
  {
    path: "/staff/users",
    label: "Accounts",
    role: "admin",
    description: "Everyone who signs in, in all ten contexts: invite, disable, roles, two-factor.",
  },
  {
    path: "/staff/audit",
    label: "Audit log",
    role: "admin",
    description: "Who signed in, and what staff and client administrators did, when and from where.",
  },
];
