import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "#app/accounts/credentials.ts";
import { INVITE_LABELS } from "#app/accounts/invite-form.ts";
import { TextField, type FieldProblems } from "#app/components/forms/fields.tsx";

/**
 * Who is invited: their e-mail address and name, as both invitation forms ask
 * for them (a client administrator's team page and the back office's invite
 * page), limited as `checkInvite` checks them.
 */
export function InviteeFields({ problems }: { problems?: FieldProblems }) {
  return (
    <>
      <TextField
        name="email"
        label={INVITE_LABELS.email}
        type="email"
        maxLength={MAX_EMAIL_LENGTH}
        required
        problems={problems}
      />
      <TextField
        name="name"
        label={INVITE_LABELS.name}
        maxLength={MAX_NAME_LENGTH}
        required
        problems={problems}
        autoComplete="off"
      />
    </>
  );
}
