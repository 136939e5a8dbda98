import { ROLE_INFO, STAFF_ROLES } from "#app/accounts/roles.ts";
import { CheckboxField } from "#app/components/forms/fields.tsx";

/**
 * A checkbox for each staff role, with what the role may do, ticked for the
 * roles in `chosen`. The page gives the fieldset and its legend around them.
 */
export function RoleCheckboxes({ chosen }: { chosen: readonly string[] }) {
  return STAFF_ROLES.map((role) => (
    <CheckboxField
      key={role}
      id={`role-${role}`}
      name="roles"
      value={role}
      label={ROLE_INFO[role].label}
      hint={ROLE_INFO[role].description}
      defaultChecked={chosen.includes(role)}
    />
  ));
}
