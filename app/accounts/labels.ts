import { authContexts, type AuthContextId } from "#app/auth/contexts.ts";
import type { BadgeTone } from "#app/components/Badge.tsx";
import type { AccountStatus } from "#app/accounts/account-list.server.ts";

/** An account's state in words, with the badge tone the staff pages give it. */
export const STATUS_INFO: Record<AccountStatus, { label: string; tone: BadgeTone }> = {
  invited: { label: "Invited", tone: "attention" },
  active: { label: "Active", tone: "good" },
  disabled: { label: "Disabled", tone: "danger" },
};

/** The contexts as the staff pages offer them. */
export const CONTEXT_OPTIONS = authContexts.map((c) => ({ value: c.id, label: c.label }));

export function contextLabel(id: AuthContextId): string {
  return authContexts.find((c) => c.id === id)?.label ?? id;
}
