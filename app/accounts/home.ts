import { contextHome, type AuthContextId } from "#app/auth/contexts.ts";
import type { StaffRole } from "./roles.ts";

/** Where someone lands after choosing a password: the back office for staff, else their programme. */
export function homeAfterSignIn(context: AuthContextId, roles: readonly StaffRole[]): string {
  return context === "main" && roles.length ? "/staff" : contextHome(context);
}
