import { contextHome, type AuthContextId } from "#app/auth/contexts.ts";

/** Where someone lands after choosing a password: the back office for staff, else their programme. */
export function homeAfterSignIn(context: AuthContextId): string {
  return contextHome(context);
}
