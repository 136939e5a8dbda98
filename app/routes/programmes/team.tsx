import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";

import { actorOf, isAccountError } from "#app/accounts/accounts.server.ts";
import { checkInvite, INVITE_LABELS } from "#app/accounts/invite-form.ts";
import { STATUS_INFO } from "#app/accounts/labels.ts";
import { InviteeFields } from "#app/components/accounts/InviteeFields.tsx";
import { SentLink } from "#app/components/accounts/SentLink.tsx";
import { Badge } from "#app/components/Badge.tsx";
import { CheckboxField, Done, ErrorSummary } from "#app/components/forms/fields.tsx";
import { CLIENT_ROLE_INFO, rolesOfMember } from "#app/programmes/client-roles.ts";
import { NotFoundBoundary } from "#app/components/NotFound.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { listAccounts } from "#app/accounts/account-list.server.ts";
import { requireClientAdmin } from "#app/guards.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { services } from "#app/services.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import type { Route } from "./+types/team";
import styles from "./account.module.css";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user } = await requireClientAdmin(context, url, params);
  const { database, accounts } = await services();
  const members = await listAccounts(database, { context: programme.context });
  return {
    programme: programme.name,
    account: programmePath(programme, "account"),
    emailOn: accounts.emailEnabled,
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      email: m.email,
      status: m.status,
      lastSignIn: m.lastSignInAt?.toISOString() ?? null,
      disabledByStaff: m.disabledByStaff,
      clientAdmin: m.clientAdmin,
      requester: m.requester,
      approver: m.approver,
      roles: rolesOfMember(m).map((r) => CLIENT_ROLE_INFO[r].label),
      self: m.userId === user.user.id,
    })),
  };
}

/** The invitation's role boxes as ticked, to show them again beside a mistake. */
function ticked(form: FormData) {
  return { requester: form.get("requester") === "on" ? "on" : "", approver: form.get("approver") === "on" ? "on" : "" };
}

type Result =
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "sent"; email: string; emailed: boolean; link?: string }
  | { status: "done"; message: string }
  | { status: "refused"; message: string };

/**
 * What a client administrator may do, and only to their own programme's
 * users: invite, set their roles (requester, approver; a viewer holds
 * neither), send an invitation again, disable and enable. The account is
 * looked up in the programme's own context, so another programme's account
 * cannot be named here.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { programme, user } = await requireClientAdmin(context, url, params);
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 20);
  const { accounts } = await services();
  const actor = actorOf(user, context);
  try {
    if (intent === "invite") {
      const checked = checkInvite(form, programme.context);
      if (!checked.ok)
        return data<Result>({
          status: "invalid",
          errors: checked.errors,
          values: { ...checked.values, ...ticked(form) },
        });
      // A client administrator gives no roles and makes no other administrators: that is the group's to do.
      const clientRoles = { requester: form.get("requester") === "on", approver: form.get("approver") === "on" };
      const sent = await accounts.invite(actor, { ...checked.input, clientAdmin: false, roles: [], clientRoles });
      return data<Result>({ status: "sent", email: sent.account.email, emailed: sent.emailed, link: sent.link });
    }
    const target = await accounts.get(programme.context, textValue(form, "userId", 100));
    if (intent === "resend") {
      const sent = await accounts.resendInvitation(actor, programme.context, target.userId);
      return data<Result>({ status: "sent", email: target.email, ...sent });
    }
    if (intent === "roles") {
      const roles = { requester: form.get("requester") === "on", approver: form.get("approver") === "on" };
      await accounts.setClientRoles(actor, programme.context, target.userId, roles);
      const held = rolesOfMember({ ...roles, clientAdmin: target.clientAdmin }).map((r) => CLIENT_ROLE_INFO[r].label);
      return data<Result>({ status: "done", message: `${target.email} now holds: ${held.join(", ")}.` });
    }
    if (intent === "disable") {
      await accounts.disable(actor, programme.context, target.userId);
      return data<Result>({ status: "done", message: `${target.email} is disabled and signed out everywhere.` });
    }
    if (intent === "enable") {
      await accounts.enable(actor, programme.context, target.userId);
      return data<Result>({ status: "done", message: `${target.email} can sign in again.` });
    }
    return data<Result>({ status: "refused", message: "That action is not one this page offers." }, { status: 400 });
  } catch (error) {
    if (!isAccountError(error)) throw error;
    if (intent === "invite") {
      const values = { email: textValue(form, "email", 254), name: textValue(form, "name", 100), ...ticked(form) };
      return data<Result>({ status: "invalid", errors: { email: error.message }, values });
    }
    return data<Result>({ status: "refused", message: error.message });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: `Your team: ${loaderData.programme} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Member = Route.ComponentProps["loaderData"]["members"][number];

function MemberAction({ member }: { member: Member }) {
  const pending = useNavigation().formData;
  if (member.self) return <span>You</span>;
  const intent = member.status === "disabled" ? "enable" : "disable";
  const busy = pending?.get("userId") === member.userId;
  return (
    <div className={styles.rowActions}>
      {member.status === "invited" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="userId" value={member.userId} />
          <button type="submit" className="link-button" disabled={busy}>
            Send the invitation again<span className="visually-hidden"> to {member.email}</span>
          </button>
        </Form>
      ) : null}
      {member.disabledByStaff ? (
        // Only the group's staff may enable what they disabled (the service refuses it too).
        <span className={styles.muted}>Disabled by {site.shortName}: call us to enable</span>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="userId" value={member.userId} />
          <button type="submit" className="link-button" disabled={busy}>
            {intent === "enable" ? "Enable" : "Disable"}
            <span className="visually-hidden"> {member.email}</span>
          </button>
        </Form>
      )}
    </div>
  );
}

/** A member's requester and approver roles, changed in one form; every change is on the audit log. */
function RolesForm({ member }: { member: Member }) {
  const busy = useNavigation().formData?.get("userId") === member.userId;
  return (
    <Form method="post" className={styles.roles}>
      <input type="hidden" name="intent" value="roles" />
      <input type="hidden" name="userId" value={member.userId} />
      <fieldset>
        <legend className="visually-hidden">Roles of {member.email}</legend>
        <CheckboxField
          id={`requester-${member.userId}`}
          name="requester"
          label={CLIENT_ROLE_INFO.requester.label}
          defaultChecked={member.requester}
        />
        <CheckboxField
          id={`approver-${member.userId}`}
          name="approver"
          label={CLIENT_ROLE_INFO.approver.label}
          defaultChecked={member.approver}
        />
      </fieldset>
      <button type="submit" className="link-button" disabled={busy}>
        Save roles<span className="visually-hidden"> of {member.email}</span>
      </button>
    </Form>
  );
}

/** A client administrator's page: their programme's users and their roles, and inviting a colleague. */
export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { programme, account, members, emailOn } = loaderData;
  const result = actionData as Result | undefined;
  const problems = result?.status === "invalid" ? result : undefined;
  const submitting = useNavigation().formData?.get("intent") === "invite";
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>
        <Link to={account}>Your account</Link>
      </p>
      <h1>Your team: {programme}</h1>
      <p>
        The people who can sign in to the {programme} programme. Every member reads its pages, quotation requests and
        claims; a requester also asks for quotations and reports claims, and an approver accepts or declines a quotation
        on your company&apos;s behalf. As its client administrator you invite colleagues, set their roles, send an
        invitation again, and disable or enable accounts. For anything else (removing an account, another administrator)
        call us on <a href={site.phoneHref}>{site.phone}</a>.
      </p>
      {result?.status === "done" ? <Done key={result.message}>{result.message}</Done> : null}
      {result?.status === "sent" ? <SentLink email={result.email} emailed={result.emailed} link={result.link} /> : null}
      {result?.status === "refused" ? (
        <div role="alert" className="form-message form-message-error">
          {result.message}
        </div>
      ) : null}
      <Table
        caption={`Users of the ${programme} programme`}
        columns={[
          {
            header: "Name",
            render: (m: Member) => (
              <>
                {m.name}
                <br />
                <span className={styles.muted}>{m.email}</span>
              </>
            ),
          },
          {
            header: "State",
            render: (m: Member) => <Badge tone={STATUS_INFO[m.status].tone}>{STATUS_INFO[m.status].label}</Badge>,
          },
          {
            header: "Roles",
            render: (m: Member) => (
              <>
                <p className={styles.muted}>{m.roles.join(", ")}</p>
                <RolesForm member={m} />
              </>
            ),
          },
          { header: "Last sign-in", render: (m: Member) => (m.lastSignIn ? southAfricanTime(m.lastSignIn) : "Never") },
          { header: "Actions", render: (m: Member) => <MemberAction member={m} /> },
        ]}
        rows={members}
        rowKey={(m) => m.userId}
        layout="cards"
      />

      <section aria-labelledby="invite" className={styles.section}>
        <h2 id="invite">Invite a colleague</h2>
        <p>
          They get {emailOn ? "an e-mail with " : ""}a link that works once, for 72 hours, to choose their password, and
          can then sign in to the {programme} programme.
          {emailOn ? "" : " This website cannot send e-mail just now, so you will be shown the link to pass on."}
        </p>
        <ErrorSummary errors={problems?.errors} labels={{ email: INVITE_LABELS.email, name: INVITE_LABELS.name }} />
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="intent" value="invite" />
          <InviteeFields problems={problems} />
          <fieldset>
            <legend>Their roles (every member reads the programme, its requests and claims)</legend>
            <CheckboxField
              name="requester"
              label={`${CLIENT_ROLE_INFO.requester.label}: ${CLIENT_ROLE_INFO.requester.description.toLowerCase()}`}
              defaultChecked
              problems={problems}
            />
            <CheckboxField
              name="approver"
              label={`${CLIENT_ROLE_INFO.approver.label}: ${CLIENT_ROLE_INFO.approver.description.toLowerCase()}`}
              problems={problems}
            />
          </fieldset>
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? "Inviting…" : "Send the invitation"}
          </button>
        </Form>
      </section>
    </article>
  );
}

/** Not the programme's client administrator: say so plainly. Unknown programme: the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <article className={`container ${styles.page}`}>
        <title>{`Your team | ${site.name}`}</title>
        <h1>Only your programme's client administrator can manage its team</h1>
        <p>
          Ask your organisation's client administrator to invite colleagues or change accounts, or call us on{" "}
          <a href={site.phoneHref}>{site.phone}</a>.
        </p>
      </article>
    );
  }
  return <NotFoundBoundary />;
}
