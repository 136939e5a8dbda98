import { data, Link, useNavigation } from "react-router";

import type { AccountResult } from "#app/auth/account.server.ts";
import { accountAction } from "#app/auth/account.server.ts";
import { PasswordSection, TwoFactorSection } from "#app/components/accounts/AccountSections.tsx";
import { site } from "#app/config/site.ts";
import { clientMember } from "#app/accounts/account-list.server.ts";
import { CLIENT_ROLE_INFO, rolesOfMember } from "#app/programmes/client-roles.ts";
import { requireProgrammeAccount } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/account";
import styles from "./account.module.css";
import { auditAddressOf } from "#app/lib/http/request-context.ts";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user } = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const member = await clientMember(database, programme.context, user.user.id);
  return {
    programme: programme.name,
    team: member.clientAdmin ? `${programmePath(programme, "account")}/team` : null,
    roles: rolesOfMember(member).map((r) => CLIENT_ROLE_INFO[r]),
    name: user.user.name,
    email: user.user.email,
    twoFactorEnabled: user.user.twoFactorEnabled,
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { user } = requireProgrammeAccount(context, url, params);
  const { result, setCookies } = await accountAction(
    request,
    auditAddressOf(context),
    user.context,
    await readFormBody(request),
  );
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(result, { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []; // not found: the boundary names the page
  return [{ title: `Your account: ${loaderData.programme} | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** A programme user's account: two-factor sign-in on or off, and a new password. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { programme, name, email, twoFactorEnabled, team, roles } = loaderData;
  const result = actionData as AccountResult | undefined;
  const busy = useNavigation().state === "submitting";

  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{programme}</p>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{name}</strong> ({email}).
      </p>
      <h2>Your roles in the programme</h2>
      <ul>
        {roles.map((role) => (
          <li key={role.label}>
            <strong>{role.label}</strong>: {role.description.toLowerCase()}
          </li>
        ))}
      </ul>
      {team ? (
        <p>
          You are the {programme} programme's client administrator: <Link to={team}>manage your team</Link> (invite
          colleagues, set their roles, send invitations again, disable and enable accounts).
        </p>
      ) : (
        <p>Your organisation&apos;s client administrator sets your roles.</p>
      )}

      <TwoFactorSection enabled={twoFactorEnabled} result={result} busy={busy} />
      <PasswordSection email={email} result={result} busy={busy} />
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";
