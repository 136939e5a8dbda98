import { isAuthContextId, type AuthContextId } from "#app/auth/contexts.ts";
import { textValue, textValues } from "#app/lib/http/form-values.ts";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, nameProblem, normaliseEmail } from "./credentials.ts";
import { isStaffRole, STAFF_CONTEXT, type StaffRole } from "./roles.ts";

export const INVITE_LABELS = {
  email: "E-mail address",
  name: "Name",
  context: "Sign-in context",
  clientAdmin: "Client administrator",
  roles: "Staff roles",
};

export interface InviteInput {
  context: AuthContextId;
  email: string;
  name: string;
  clientAdmin: boolean;
  roles: StaffRole[];
}

export type InviteCheck =
  { ok: true; input: InviteInput } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * The invitation form as posted (by an administrator, or a client
 * administrator whose context is fixed): each field checked, with a message
 * for each mistake and every value kept as typed.
 */
export function checkInvite(form: FormData, fixedContext?: AuthContextId): InviteCheck {
  const values = {
    email: textValue(form, "email", MAX_EMAIL_LENGTH),
    name: textValue(form, "name", MAX_NAME_LENGTH),
    context: fixedContext ?? textValue(form, "context", 40),
    clientAdmin: textValue(form, "clientAdmin", 10),
  };
  const roles = textValues(form, "roles");
  const errors: Record<string, string> = {};
  const email = normaliseEmail(values.email);
  if (!email) errors.email = "Enter the person's e-mail address, like name@company.co.za.";
  const badName = nameProblem(values.name);
  if (badName) errors.name = badName;
  if (!isAuthContextId(values.context)) errors.context = "Choose which sign-in context the account is for.";
  const clientAdmin = values.clientAdmin === "on";
  const programme = isAuthContextId(values.context) && values.context !== STAFF_CONTEXT && values.context !== "events";
  if (clientAdmin && !programme)
    errors.clientAdmin = "Only a user of a client programme can be its client administrator.";
  if (roles.some((r) => !isStaffRole(r))) errors.roles = "Choose roles from the list.";
  else if (roles.length && values.context !== STAFF_CONTEXT)
    errors.roles = "Only accounts of the staff context hold staff roles.";
  if (!email || Object.keys(errors).length || !isAuthContextId(values.context)) {
    return { ok: false, errors, values: { ...values, roles: roles.join(",") } };
  }
  return {
    ok: true,
    input: { context: values.context, email, name: values.name, clientAdmin, roles: roles.filter(isStaffRole) },
  };
}
