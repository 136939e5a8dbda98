import { data, Form, Link, useNavigation } from "react-router";

import { actorOf, isAccountError } from "#app/accounts/accounts.server.ts";
import { checkInvite, INVITE_LABELS } from "#app/accounts/invite-form.ts";
import { CONTEXT_OPTIONS } from "#app/accounts/labels.ts";
import { InviteeFields } from "#app/components/accounts/InviteeFields.tsx";
import { RoleCheckboxes } from "#app/components/accounts/RoleCheckboxes.tsx";
import { SentLink } from "#app/components/accounts/SentLink.tsx";
import { CheckboxField, ErrorSummary, SelectField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { requireStaff } from "#app/guards.server.ts";
import { services } from "#app/services.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import type { Route } from "./+types/invite";
import styles from "./staff.module.css";

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "admin");
  const { accounts } = await services();
  return { emailOn: accounts.emailEnabled };
}

type Result =
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string>; message?: string }
  | { status: "sent"; email: string; emailed: boolean; link?: string; href: string };

/** Makes the account (invited, without a password) and sends the person their link, or shows it once. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "admin");
  const checked = checkInvite(await readFormBody(request));
  if (!checked.ok) return data<Result>({ status: "invalid", errors: checked.errors, values: checked.values });
  const { accounts } = await services();
  try {
    const sent = await accounts.invite(actorOf(member, context), checked.input);
    return data<Result>({
      status: "sent",
      email: sent.account.email,
      emailed: sent.emailed,
      link: sent.link,
      href: `/staff/users/${sent.account.context}/${encodeURIComponent(sent.account.userId)}`,
    });
  } catch (error) {
    if (!isAccountError(error)) throw error;
    const values = {
      ...checked.input,
      clientAdmin: checked.input.clientAdmin ? "on" : "",
      roles: checked.input.roles.join(","),
    };
    return data<Result>({ status: "invalid", errors: { email: error.message }, values });
  }
}

export function meta() {
  return [{ title: `Invite someone | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as Result | undefined;
  const submitting = useNavigation().state === "submitting";
  const problems = result?.status === "invalid" ? result : undefined;
  const chosenRoles = (problems?.values.roles ?? "").split(",").filter(Boolean);
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/users">Accounts</Link>
      </p>
      <h1>Invite someone</h1>
      <p>
        The account is made at once, without a password. The person gets a link that works once, for 72 hours, to choose
        their password; they are then signed in to their programme (or the back office).{" "}
        {loaderData.emailOn
          ? "The link goes by e-mail."
          : "This server cannot send e-mail, so you will be shown the link to pass on yourself."}
      </p>
      {result?.status === "sent" ? (
        <>
          <SentLink email={result.email} emailed={result.emailed} link={result.link} />
          <p className={styles.actions}>
            <Link to={result.href}>Open the account</Link>
            <Link to="/staff/users/invite" reloadDocument>
              Invite someone else
            </Link>
          </p>
        </>
      ) : (
        <>
          <ErrorSummary errors={problems?.errors} labels={INVITE_LABELS} />
          <Form method="post" className={styles.formCard} noValidate>
            <InviteeFields problems={problems} />
            <SelectField
              name="context"
              label={INVITE_LABELS.context}
              options={CONTEXT_OPTIONS}
              placeholder="Choose…"
              required
              problems={problems}
              hint="A client programme's context for its users; the staff context for the group's own people."
            />
            <CheckboxField
              name="clientAdmin"
              label="Make them their programme's client administrator"
              problems={problems}
              hint="They can then invite, disable and enable their own programme's users (client programmes only)."
            />
            <fieldset
              id="roles"
              className={styles.roleList}
              aria-describedby={problems?.errors.roles ? "roles-error" : undefined}
            >
              <legend>{INVITE_LABELS.roles} (staff context only)</legend>
              <RoleCheckboxes chosen={chosenRoles} />
              {problems?.errors.roles ? (
                <p id="roles-error" className="form-message form-message-error">
                  {problems.errors.roles}
                </p>
              ) : null}
            </fieldset>
            <p>
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? "Inviting…" : "Send the invitation"}
              </button>
            </p>
          </Form>
        </>
      )}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
