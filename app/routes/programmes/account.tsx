import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";

import type { AccountResult } from "#app/auth/account.server.ts";
import { accountAction } from "#app/auth/account.server.ts";
import { CodeField, PasswordField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { isClientAdmin } from "#app/accounts/account-list.server.ts";
import { requireProgrammeAccount } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/form-body.server.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/account";
import styles from "./account.module.css";
import { auditAddressOf } from "#app/lib/request-context.ts";

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { programme, user } = requireProgrammeAccount(context, url, params);
  const { database } = await services();
  const clientAdmin = await isClientAdmin(database, programme.context, user.user.id);
  return {
    programme: programme.name,
    team: clientAdmin ? `${programmePath(programme, "account")}/team` : null,
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

/** A section's outcome: errors in an alert, confirmations in a status message, beside the form they concern. */
function Message({ result, form }: { result: AccountResult | undefined; form: AccountResult["form"] }) {
  const mine = result?.form === form ? result : undefined;
  return (
    <>
      <div role="alert" className={mine?.error ? "form-message form-message-error" : undefined}>
        {mine?.error}
      </div>
      <output className={mine?.done ? "form-message form-message-done" : undefined}>{mine?.done}</output>
    </>
  );
}

/**
 * Turning two-factor sign-in on (the first step: a code to scan follows) or
 * off: either asks for the password first. `children` label the button.
 */
function TwoFactorSwitch({
  intent,
  result,
  busy,
  children,
}: {
  intent: "enable" | "disable";
  result: AccountResult | undefined;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <Message result={result} form="two-factor" />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value={intent} />
        <PasswordField
          id={`${intent}-password`}
          name="password"
          label="Your password"
          autoComplete="current-password"
        />
        <button type="submit" className={intent === "enable" ? "button" : "button button-secondary"} disabled={busy}>
          {children}
        </button>
      </Form>
    </>
  );
}

/** A programme user's account: two-factor sign-in on or off, and a new password. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { programme, name, email, twoFactorEnabled, team } = loaderData;
  const result = actionData as AccountResult | undefined;
  const busy = useNavigation().state === "submitting";
  const setup = result?.setup;

  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{programme}</p>
      <h1>Your account</h1>
      <p>
        Signed in as <strong>{name}</strong> ({email}).
      </p>
      {team ? (
        <p>
          You are the {programme} programme's client administrator: <Link to={team}>manage your team</Link> (invite
          colleagues, send invitations again, disable and enable accounts).
        </p>
      ) : null}

      <section aria-labelledby="two-factor" className={styles.section}>
        <h2 id="two-factor">Two-factor sign-in</h2>
        {twoFactorEnabled ? (
          <>
            <p>On: after your password you are asked for a 6-digit code from your authenticator app.</p>
            <TwoFactorSwitch intent="disable" result={result} busy={busy}>
              Turn off two-factor sign-in
            </TwoFactorSwitch>
          </>
        ) : setup ? (
          <>
            <p>
              Scan this code with an authenticator app (Microsoft Authenticator, Google Authenticator, 1Password and
              others), or type the key into it. Then enter the code the app shows.
            </p>
            <svg
              className={styles.qr}
              viewBox={`0 0 ${setup.qrSize} ${setup.qrSize}`}
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline SVG drawn here, named for screen readers
              role="img"
              aria-label="QR code for your authenticator app"
            >
              <rect width={setup.qrSize} height={setup.qrSize} fill="#fff" />
              <path d={setup.qrPath} fill="#000" />
            </svg>
            <p>
              Key: <code className={styles.secret}>{setup.secret}</code>
            </p>
            <p>Keep these backup codes somewhere safe. Each signs you in once if you lose your device:</p>
            <ul className={styles.codes}>
              {setup.backupCodes.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
            <Message result={result} form="two-factor" />
            <Form method="post" className={styles.form}>
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="uri" value={setup.uri} />
              <input type="hidden" name="backupCodes" value={setup.backupCodes.join(",")} />
              <CodeField label="Code from the app" maxLength={10} />
              <button type="submit" className="button" disabled={busy}>
                Confirm and turn on
              </button>
            </Form>
          </>
        ) : (
          <>
            <p>Off. With it on, signing in needs your password and a code from an app on your phone.</p>
            <TwoFactorSwitch intent="enable" result={result} busy={busy}>
              Set up two-factor sign-in
            </TwoFactorSwitch>
          </>
        )}
      </section>

      <section aria-labelledby="change-password" className={styles.section}>
        <h2 id="change-password">Change your password</h2>
        <p>At least 12 characters. A short sentence you will remember works well.</p>
        <Message result={result} form="password" />
        <Form method="post" className={styles.form}>
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="email" autoComplete="username" value={email} />
          <PasswordField
            id="current-password"
            name="password"
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordField id="new-password" name="newPassword" label="New password" autoComplete="new-password" />
          <PasswordField
            id="confirm-password"
            name="confirmPassword"
            label="New password again"
            autoComplete="new-password"
          />
          <button type="submit" className="button" disabled={busy}>
            Change password
          </button>
        </Form>
      </section>
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary } from "#app/components/NotFound.tsx";
