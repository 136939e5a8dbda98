import { useId, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

import { safeRedirectPath } from "#app/auth/access.ts";
import {
  clientContexts,
  DEFAULT_CONTEXT,
  isClientContextId,
  STAFF_AUTH_CONTEXT,
  STAFF_SIGN_IN,
  type AuthContextId,
} from "#app/auth/contexts.ts";
import { providerErrorMessage, signInAction, usableProvider, type SignInResult } from "#app/auth/signin.server.ts";
import { site } from "#app/config/site.ts";
import { CodeField, PasswordField } from "#app/components/forms/fields.tsx";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { findProgramme } from "#app/programmes/index.ts";
import { OnToProvider } from "#app/components/session/OnToProvider.tsx";
import type { Route } from "./+types/signin";
import styles from "./auth.module.css";
import { auditAddressOf } from "#app/lib/http/request-context.ts";

type Target = { context: AuthContextId; programme: string | null; staff: boolean };

/**
 * Which context this sign-in page signs in to: /staff/sign-in, the staff's; a programme's page, its
 * programme's; /auth/signin, the client context picked (`main` unless another is chosen), never staff.
 */
function targetOf(url: URL, slug: string | undefined, picked: unknown): Target {
  if (url.pathname === STAFF_SIGN_IN) return { context: STAFF_AUTH_CONTEXT, programme: null, staff: true };
  if (slug === undefined) {
    return { context: isClientContextId(picked) ? picked : DEFAULT_CONTEXT, programme: null, staff: false };
  }
  const programme = findProgramme(slug);
  if (!programme) throw new Response("Not found", { status: 404 });
  return { context: programme.context, programme: programme.name, staff: false };
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const { context, programme, staff } = targetOf(url, params.programme, url.searchParams.get("context"));
  const done = url.searchParams.get("done");
  const providerError = url.searchParams.get("error");
  return {
    context,
    programme,
    staff,
    // The context signs some addresses in through their company's provider: the e-mail address comes first.
    sso: (await usableProvider(context)) !== undefined,
    // A sign-in through the provider came back refused (app/sso/sso-auth.server.ts).
    providerError: providerError ? providerErrorMessage(providerError.slice(0, 100)) : undefined,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) ?? "",
    // After a password was chosen from a link but two-factor sign-in still asks for a code.
    passwordSet: done === "invitation" || done === "password-reset",
  };
}

export async function action({ request, url, params, context: router }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const { context } = targetOf(url, params.programme, form.get("context"));
  return signInAction(request, auditAddressOf(router), context, form);
}

function headingOf({ programme, staff }: { programme: string | null; staff: boolean }): string {
  if (staff) return "Staff sign-in";
  return programme ? `Sign in to ${programme}` : "Client sign-in";
}

export function meta({ loaderData }: Route.MetaArgs) {
  const staff = loaderData?.staff ?? false;
  return [
    { title: `${headingOf({ programme: loaderData?.programme ?? null, staff })} | ${site.name}` },
    {
      name: "description",
      content: staff
        ? `The ${site.name} back office, for the group's staff.`
        : `Sign in to your ${site.name} client programme.`,
    },
    { name: "robots", content: "noindex" },
  ];
}

/** The client sign-in page's choice of programme (a programme's own page and the staff's have none). */
function ProgrammeChoice({ shown, context }: { shown: boolean; context: AuthContextId }) {
  if (!shown) return null;
  return (
    <div className="form-field">
      <label htmlFor="context">Programme</label>
      <select id="context" name="context" className="form-input" defaultValue={context}>
        {clientContexts.map((c) => (
          <option key={c.id} value={c.id}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sign-in pages (docs/specification.md, “Programme sub-sites”): no header, a real form post that works without JavaScript. */
/** The sign-in's e-mail field, with a hint under it where one is given. */
function EmailField({ email, hintId, children }: { email?: string; hintId?: string; children?: ReactNode }) {
  return (
    <div className="form-field">
      <label htmlFor="email">E-mail address</label>
      <input
        id="email"
        name="email"
        className="form-input"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        defaultValue={email ?? ""}
        // A fresh form keeps the typed address after a failed attempt.
        key={email ?? ""}
        aria-describedby={hintId}
      />
      {hintId ? (
        <p id={hintId} className={styles.hint}>
          {children}
        </p>
      ) : null}
    </div>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { context, programme, staff, redirectTo, passwordSet, sso, providerError } = loaderData;
  const result = actionData as SignInResult | undefined;
  const submitting = useNavigation().state === "submitting";
  const errorId = useId();
  const step = result?.step ?? (sso ? "email" : "password");
  const error = result ? result.error : providerError;
  const providerUrl = result?.step === "provider" ? result.providerUrl : undefined;
  if (providerUrl) {
    return (
      <OnToProvider
        url={providerUrl}
        heading={headingOf({ programme, staff })}
        intro="Your organisation signs you in with its own account."
        action="Continue to your organisation's sign-in"
        introClassName={styles.intro}
      />
    );
  }

  return (
    <>
      <h1>{headingOf({ programme, staff })}</h1>
      <p className={styles.intro}>
        {step === "code"
          ? "Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app."
          : staff
            ? `The back office of ${site.name}, for the group's own people. If you need an account, ask an administrator.`
            : `Accounts are set up by ${site.name} for each client programme. If you need one, ask your account executive or call ${site.phone}.`}
      </p>

      {passwordSet && !result ? (
        <output className="form-message form-message-done">Your password is saved. Sign in with it now.</output>
      ) : null}
      <div id={errorId} role="alert" className={error ? "form-message form-message-error" : undefined}>
        {error}
      </div>

      <Form method="post" className={styles.form} aria-describedby={error ? errorId : undefined}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="step" value={step} />
        {step === "email" ? (
          <>
            <ProgrammeChoice shown={!programme && !staff} context={context} />
            <EmailField email={result?.email} hintId={`${errorId}-sso`}>
              If your organisation signs you in with its own account, you continue on its sign-in page.
            </EmailField>
          </>
        ) : step === "code" ? (
          <>
            <input type="hidden" name="email" value={result?.email ?? ""} />
            <input type="hidden" name="context" value={context} />
            {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- the one field of this step, shown after a submit */}
            <CodeField label="Authentication code" maxLength={32} autoFocus>
              <p className={styles.hint}>Lost your device? Enter one of your backup codes instead.</p>
            </CodeField>
          </>
        ) : (
          <>
            <ProgrammeChoice shown={!programme && !staff} context={context} />
            <EmailField email={result?.email} />
            <PasswordField name="password" label="Password" />
          </>
        )}
        <button type="submit" className="button" disabled={submitting}>
          {submitting
            ? "Signing in…"
            : step === "code"
              ? "Verify and sign in"
              : step === "email"
                ? "Continue"
                : "Sign in"}
        </button>
        {step === "email" ? (
          <button
            type="submit"
            name="method"
            value="password"
            className="button button-secondary"
            disabled={submitting}
          >
            Sign in with a password instead
          </button>
        ) : null}
      </Form>
      {step !== "code" ? (
        <p className={styles.help}>
          <Link to={`/auth/forgot-password${programme || staff ? `?${new URLSearchParams({ context })}` : ""}`}>
            Forgot your password?
          </Link>
          {programme || staff ? null : (
            <>
              {" · "}
              <Link to={STAFF_SIGN_IN}>Staff sign in</Link>
            </>
          )}
        </p>
      ) : null}
    </>
  );
}
