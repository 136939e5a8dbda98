import { data, Link, redirect } from "react-router";

import { actorOf, isAccountError } from "#app/accounts/accounts.server.ts";
import { contextLabel, STATUS_INFO } from "#app/accounts/labels.ts";
import { isStaffRole, ROLE_INFO, STAFF_CONTEXT } from "#app/accounts/roles.ts";
import { isAuthContextId } from "#app/auth/contexts.ts";
import { RoleCheckboxes } from "#app/components/accounts/RoleCheckboxes.tsx";
import { SentLink } from "#app/components/accounts/SentLink.tsx";
import { Badge } from "#app/components/Badge.tsx";
import { CheckboxField, Done } from "#app/components/forms/fields.tsx";
import { CLIENT_ROLE_INFO, rolesOfMember } from "#app/programmes/client-roles.ts";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { AUDIT_ACTIONS, isAuditAction } from "#app/audit/actions.ts";
import { listAudit } from "#app/audit/audit-log.server.ts";
import { notFound, requireStaff } from "#app/guards.server.ts";
import { textValue, textValues } from "#app/lib/http/form-values.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import type { Route } from "./+types/user";
import { ActionCard, type ActionCardProps } from "#app/components/staff/ActionForm.tsx";
import styles from "./staff.module.css";

async function accountFrom(params: Route.LoaderArgs["params"]) {
  if (!isAuthContextId(params.context)) notFound();
  const { accounts } = await services();
  const account = await accounts.findByUserId(params.context, params.userId);
  if (!account) notFound();
  return account;
}

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const member = await requireStaff(context, url, "admin");
  const account = await accountFrom(params);
  const { accounts, database } = await services();
  const history = await listAudit(database, { targetUserId: account.userId, limit: 20 });
  return {
    account: {
      ...account,
      contextLabel: contextLabel(account.context),
      createdAt: account.createdAt.toISOString(),
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    },
    roles: account.context === STAFF_CONTEXT ? await accounts.rolesOf(account.userId) : [],
    isSelf: member.user.id === account.userId && account.context === STAFF_CONTEXT,
    emailOn: accounts.emailEnabled,
    history: history.map((h) => ({
      id: h.id,
      at: h.at.toISOString(),
      action: isAuditAction(h.action) ? AUDIT_ACTIONS[h.action] : h.action,
      by: h.actorEmail ?? "",
      address: h.address ?? "",
    })),
  };
}

type Result =
  | { done: string; intent: string }
  | { sent: { email: string; emailed: boolean; link?: string } }
  | { error: string; intent: string }
  | { confirm: "remove" };

/**
 * Each action on an account, by `intent`. The service keeps the rules (not
 * yourself, always one administrator); what it refuses comes back as a
 * message beside the action. Removing asks once more before it happens.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "admin");
  const account = await accountFrom(params);
  const form = await readFormBody(request);
  const intent = textValue(form, "intent", 40);
  const { accounts } = await services();
  const actor = actorOf(member, context);
  const { context: ctx, userId, email } = account;
  try {
    switch (intent) {
      case "resend": {
        const sent = await accounts.resendInvitation(actor, ctx, userId);
        return data<Result>({ sent: { email, ...sent } });
      }
      case "disable":
        await accounts.disable(actor, ctx, userId);
        return data<Result>({
          intent,
          done: `${email} is disabled and signed out everywhere. They cannot sign in until enabled.`,
        });
      case "enable":
        await accounts.enable(actor, ctx, userId);
        return data<Result>({ intent, done: `${email} is enabled and can sign in again.` });
      case "sign-out":
        await accounts.signOutEverywhere(actor, ctx, userId);
        return data<Result>({ intent, done: `${email} is signed out on every device. Their password still works.` });
      case "reset-two-factor":
        await accounts.resetTwoFactor(actor, ctx, userId);
        return data<Result>({
          intent,
          done: `Two-factor sign-in is off for ${email}. They sign in with their password alone until they set it up again on their account page.`,
        });
      case "roles": {
        const roles = textValues(form, "roles").filter(isStaffRole);
        await accounts.setRoles(actor, userId, roles);
        const named = roles.map((r) => ROLE_INFO[r].label).join(", ");
        return data<Result>({
          intent,
          done: roles.length ? `${email} now holds: ${named}.` : `${email} holds no staff role now.`,
        });
      }
      case "client-admin": {
        // The programme user's client roles, the client administrator among them (app/programmes/client-roles.ts).
        const roles = {
          clientAdmin: textValue(form, "clientAdmin", 10) === "on",
          requester: textValue(form, "requester", 10) === "on",
          approver: textValue(form, "approver", 10) === "on",
        };
        await accounts.setClientRoles(actor, ctx, userId, roles);
        const held = rolesOfMember(roles).map((r) => CLIENT_ROLE_INFO[r].label);
        return data<Result>({ intent, done: `${email} now holds: ${held.join(", ")}.` });
      }
      case "remove":
        if (textValue(form, "confirmed", 10) !== "yes") return data<Result>({ confirm: "remove" });
        await accounts.remove(actor, ctx, userId);
        return redirect(`/staff/users?${new URLSearchParams({ removed: email })}`);
      default:
        return data<Result>({ intent, error: "That action is not one this page offers." }, { status: 400 });
    }
  } catch (error) {
    if (isAccountError(error)) return data<Result>({ intent, error: error.message });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.account.email ?? "Account"} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

type Account = Route.ComponentProps["loaderData"]["account"];

/** The account's actions of one button and no fields, in the page's order, each shown when it applies. */
const BUTTON_ACTIONS: {
  intent: string;
  label: string;
  explain: string;
  danger?: boolean;
  shown: (a: Account) => boolean;
}[] = [
  {
    intent: "resend",
    label: "Send the invitation again",
    explain: "A new link, valid for 72 hours; the earlier one stops working.",
    shown: (a) => a.status === "invited",
  },
  {
    intent: "enable",
    label: "Enable",
    explain: "They can sign in again with their password.",
    shown: (a) => a.status === "disabled",
  },
  {
    intent: "disable",
    label: "Disable",
    danger: true,
    explain: "Ends every session at once and refuses their password until the account is enabled again.",
    shown: (a) => a.status !== "disabled",
  },
  {
    intent: "sign-out",
    label: "Sign out everywhere",
    explain: "Ends every session on every device (a lost laptop, say). Their password still works.",
    shown: () => true,
  },
  {
    intent: "reset-two-factor",
    label: "Reset two-factor sign-in",
    explain: "For someone who has lost their authenticator: turns it off so they can sign in and set it up again.",
    shown: (a) => a.twoFactor,
  },
];

/** One action on the account, with what it did (or why not) just below. */
function AccountAction({ result, ...props }: Omit<ActionCardProps, "error"> & { result?: Result }) {
  const error = result && "error" in result && result.intent === props.intent ? result.error : undefined;
  return <ActionCard {...props} error={error} />;
}

export default function User({ loaderData, actionData }: Route.ComponentProps) {
  const { account, roles, isSelf, history } = loaderData;
  const result = actionData as Result | undefined;
  const status = STATUS_INFO[account.status];
  const isProgramme = account.context !== STAFF_CONTEXT && account.context !== "events";
  return (
    <>
      <p className={styles.eyebrow}>
        <Link to="/staff/users">Accounts</Link>
      </p>
      <h1>{account.name}</h1>
      {result && "done" in result ? <Done key={result.done}>{result.done}</Done> : null}
      {result && "sent" in result ? <SentLink {...result.sent} /> : null}
      <dl className={styles.fields}>
        <div>
          <dt>E-mail address</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>Sign-in context</dt>
          <dd>{account.contextLabel}</dd>
        </div>
        <div>
          <dt>State</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{account.lastSignInAt ? southAfricanTime(account.lastSignInAt) : "Never"}</dd>
        </div>
        <div>
          <dt>Two-factor sign-in</dt>
          <dd>{account.twoFactor ? "On" : "Off"}</dd>
        </div>
        <div>
          <dt>Account made</dt>
          <dd>{southAfricanTime(account.createdAt)}</dd>
        </div>
        {account.context === STAFF_CONTEXT ? (
          <div>
            <dt>Staff roles</dt>
            <dd>{roles.map((r) => ROLE_INFO[r].label).join(", ") || "None"}</dd>
          </div>
        ) : null}
        {isProgramme ? (
          <div>
            <dt>Client roles</dt>
            <dd>
              {rolesOfMember(account)
                .map((r) => CLIENT_ROLE_INFO[r].label)
                .join(", ")}
            </dd>
          </div>
        ) : null}
      </dl>

      <h2>Actions</h2>
      {isSelf ? <p>This is your own account: you cannot disable or remove it here.</p> : null}
      <div className={styles.actionGrid}>
        {BUTTON_ACTIONS.filter((button) => button.shown(account)).map(({ shown: _shown, ...button }) => (
          <AccountAction key={button.intent} {...button} result={result} />
        ))}
        {account.context === STAFF_CONTEXT ? (
          <AccountAction
            intent="roles"
            label="Save roles"
            explain="What this person may do in the back office."
            result={result}
          >
            <fieldset className={styles.roleList}>
              <legend>Staff roles</legend>
              <RoleCheckboxes chosen={roles} />
            </fieldset>
          </AccountAction>
        ) : null}
        {isProgramme ? (
          <AccountAction
            intent="client-admin"
            label="Save"
            explain="Every programme user reads its pages, requests and claims. A requester asks for quotations and reports claims; an approver accepts or declines quotations; a client administrator invites their programme's users and sets their roles."
            result={result}
          >
            <CheckboxField
              name="requester"
              label={CLIENT_ROLE_INFO.requester.label}
              defaultChecked={account.requester}
            />
            <CheckboxField name="approver" label={CLIENT_ROLE_INFO.approver.label} defaultChecked={account.approver} />
            <CheckboxField
              name="clientAdmin"
              label={CLIENT_ROLE_INFO["client-admin"].label}
              defaultChecked={account.clientAdmin}
            />
          </AccountAction>
        ) : null}
        <AccountAction
          intent="remove"
          label="Remove…"
          danger
          explain="Deletes the account. You will be asked to confirm."
          result={result}
          confirm={
            result && "confirm" in result
              ? {
                  question: `Remove ${account.email} for good? Their sessions, roles and links go with it; the audit log keeps its history. This cannot be undone (you could invite them again).`,
                  yes: "Yes, remove the account",
                }
              : undefined
          }
        />
      </div>

      <h2>History</h2>
      <Table
        caption="What happened to this account, newest first"
        columns={[
          { header: "When", render: (h) => southAfricanTime(h.at) },
          { header: "What", render: (h) => h.action },
          { header: "By", render: (h) => h.by || "—" },
          { header: "From", render: (h) => h.address || "—" },
        ]}
        rows={history}
        rowKey={(h) => h.id}
        empty="Nothing on record yet."
        layout="cards"
      />
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
