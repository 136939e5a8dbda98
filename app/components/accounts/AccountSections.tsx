import type { ReactNode } from "react";
import { Form } from "react-router";

import type { AccountResult } from "#app/auth/account.server.ts";
import { CodeField, PasswordField } from "#app/components/forms/fields.tsx";
import styles from "./AccountSections.module.css";

/**
 * The parts of an account page every signed-in person has, whichever context they sign in to: a
 * programme user's (/<programme>/account) and a member of staff's (/staff/account). Their forms post
 * to the page they are on, whose action is `accountAction` (app/auth/account.server.ts).
 */

/** A section's outcome: errors in an alert, confirmations in a status message, beside the form they concern. */
export function AccountMessage({ result, form }: { result: AccountResult | undefined; form: AccountResult["form"] }) {
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
  extra,
  children,
}: {
  intent: "enable" | "disable";
  result: AccountResult | undefined;
  busy: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <AccountMessage result={result} form="two-factor" />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value={intent} />
        {extra}
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

/**
 * Two-factor sign-in: on (and, unless `required`, a way to turn it off), being set up (the key to
 * scan, the backup codes, the code that confirms it), or off. `hidden` fields travel with every form
 * (a staff member's `redirectTo` while they set it up).
 */
export function TwoFactorSection({
  enabled,
  required = false,
  result,
  busy,
  hidden,
}: {
  enabled: boolean;
  required?: boolean;
  result: AccountResult | undefined;
  busy: boolean;
  hidden?: ReactNode;
}) {
  const setup = result?.setup;
  return (
    <section aria-labelledby="two-factor" className={styles.section}>
      <h2 id="two-factor">Two-factor sign-in</h2>
      {enabled ? (
        required ? (
          <>
            <AccountMessage result={result} form="two-factor" />
            <p>
              On: after your password you are asked for a 6-digit code from your authenticator app. Your roles need it,
              so it stays on; if you lose your device, use a backup code or ask an administrator to reset it.
            </p>
          </>
        ) : (
          <>
            <p>On: after your password you are asked for a 6-digit code from your authenticator app.</p>
            <TwoFactorSwitch intent="disable" result={result} busy={busy} extra={hidden}>
              Turn off two-factor sign-in
            </TwoFactorSwitch>
          </>
        )
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
          <AccountMessage result={result} form="two-factor" />
          <Form method="post" className={styles.form}>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="uri" value={setup.uri} />
            <input type="hidden" name="backupCodes" value={setup.backupCodes.join(",")} />
            {hidden}
            <CodeField label="Code from the app" maxLength={10} />
            <button type="submit" className="button" disabled={busy}>
              Confirm and turn on
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>
            {required
              ? "Your roles need it: signing in will ask for your password and a code from an app on your phone."
              : "Off. With it on, signing in needs your password and a code from an app on your phone."}
          </p>
          <TwoFactorSwitch intent="enable" result={result} busy={busy} extra={hidden}>
            Set up two-factor sign-in
          </TwoFactorSwitch>
        </>
      )}
    </section>
  );
}

/** A new password: the current one, the new one twice. */
export function PasswordSection({
  email,
  result,
  busy,
}: {
  email: string;
  result: AccountResult | undefined;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="change-password" className={styles.section}>
      <h2 id="change-password">Change your password</h2>
      <p>At least 12 characters. A short sentence you will remember works well.</p>
      <AccountMessage result={result} form="password" />
      <Form method="post" className={styles.form}>
        <input type="hidden" name="intent" value="password" />
        <input type="hidden" name="email" autoComplete="username" value={email} />
        <PasswordField id="current-password" name="password" label="Current password" autoComplete="current-password" />
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
  );
}
