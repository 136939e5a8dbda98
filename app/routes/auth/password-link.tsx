import { data, Form, Link, redirect, useNavigation } from "react-router";

import { isAccountError, isLinkError, type LinkError } from "#app/accounts/accounts.server.ts";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "#app/accounts/credentials.ts";
import { homeAfterSignIn } from "#app/accounts/home.ts";
import { contextInfo, signInPage } from "#app/auth/contexts.ts";
import { callAuth } from "#app/auth/session.server.ts";
import { ErrorSummary, PasswordField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import type { TokenPurpose } from "#app/accounts/tokens.server.ts";
import { passwordValue, textValue } from "#app/lib/http/form-values.ts";
import { services } from "#app/services.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { auditAddressOf } from "#app/lib/http/request-context.ts";
import type { Route } from "./+types/password-link";
import styles from "./auth.module.css";

/**
 * The pages a one-time link opens: /auth/invitation (a new account chooses
 * its password) and /auth/reset-password (a forgotten one is replaced). Both
 * ask for the password twice, set it, use the link up and sign the person
 * in. A link that is used, expired or unknown says so, and how to get another.
 */
function purposeOf(url: URL): TokenPurpose {
  return url.pathname === "/auth/invitation" ? "invitation" : "password-reset";
}

const LABELS = { password: "New password", confirm: "New password again" };

export async function loader({ url }: Route.LoaderArgs) {
  const purpose = purposeOf(url);
  const token = url.searchParams.get("token") ?? "";
  const { accounts } = await services();
  const found = await accounts.linkFor(token, purpose);
  if (!found.ok) return { purpose, token: "", problem: found.reason, name: "", where: "" };
  const { account } = found;
  return { purpose, token, problem: null, name: account.name, where: contextInfo(account.context).label };
}

type Result = { errors: Record<string, string> } | { problem: LinkError["reason"] };

export async function action({ request, url, context }: Route.ActionArgs) {
  const purpose = purposeOf(url);
  const form = await readFormBody(request);
  const token = textValue(form, "token", 100);
  const password = passwordValue(form, "password");
  const errors: Record<string, string> = {};
  const weak = passwordProblem(password);
  if (weak) errors.password = weak;
  else if (password !== passwordValue(form, "confirm")) errors.confirm = "The two passwords are not the same.";
  if (Object.keys(errors).length) return data<Result>({ errors });

  const { accounts } = await services();
  let account;
  try {
    account = await accounts.usePasswordLink(token, purpose, password, auditAddressOf(context));
  } catch (error) {
    if (isLinkError(error)) return data<Result>({ problem: error.reason });
    if (isAccountError(error)) return data<Result>({ errors: { password: error.message } });
    throw error;
  }
  // Signed in the usual way, so the rate limits, two-factor and the audit log apply as at the sign-in page.
  const response = await callAuth(request, auditAddressOf(context), account.context, "/sign-in/email", {
    email: account.email,
    password,
    rememberMe: false,
  });
  const body = response.ok ? ((await response.json()) as { twoFactorRedirect?: boolean }) : {};
  if (!response.ok || body.twoFactorRedirect) {
    // Two-factor sign-in (a reset does not turn it off) or a busy moment: the password is set; sign in as usual.
    const signIn = new URL(signInPage(account.context), "http://same.invalid");
    signIn.searchParams.set("done", purpose);
    throw redirect(`${signIn.pathname}${signIn.search}`);
  }
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  throw redirect(homeAfterSignIn(account.context), { headers: cookies });
}

/**
 * The link's token is in the address, so the page is never sent on to another
 * site: "same-origin" sends no Referer to any other site. Not "no-referrer",
 * which also makes the browser send "Origin: null" with the page's own form
 * posted without the script, refused as cross-site (server/app-server.ts).
 */
const LINK_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

export function headers() {
  return LINK_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.purpose === "invitation" ? "Choose your password" : "Choose a new password";
  return [
    { title: `${title} | ${site.name}` },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: "same-origin" },
  ];
}

const PROBLEMS: Record<LinkError["reason"], string> = {
  used: "This link has been used already: each one works once.",
  expired: "This link has expired.",
  unknown: "This link does not work: it may be incomplete, or a newer one has been sent since.",
};

function LinkProblem({ purpose, reason }: { purpose: TokenPurpose; reason: LinkError["reason"] }) {
  return (
    <>
      <h1>{purpose === "invitation" ? "This invitation cannot be used" : "This link cannot be used"}</h1>
      <div role="alert" className="form-message form-message-error">
        {PROBLEMS[reason]}
      </div>
      {purpose === "invitation" ? (
        <p>
          If you have already chosen your password, <Link to="/auth/signin">sign in</Link>. Otherwise ask the person who
          invited you to send a new invitation, or call us on <a href={site.phoneHref}>{site.phone}</a>.
        </p>
      ) : (
        <p>
          <Link to="/auth/forgot-password">Ask for a new link</Link> (it works for one hour), or call us on{" "}
          <a href={site.phoneHref}>{site.phone}</a>.
        </p>
      )}
    </>
  );
}

export default function PasswordLink({ loaderData, actionData }: Route.ComponentProps) {
  const { purpose, token, problem, name, where } = loaderData;
  const result = actionData as Result | undefined;
  const submitting = useNavigation().state === "submitting";
  const linkProblem = result && "problem" in result ? result.problem : problem;
  if (linkProblem) return <LinkProblem purpose={purpose} reason={linkProblem} />;
  const errors = result && "errors" in result ? result.errors : undefined;
  return (
    <>
      <h1>{purpose === "invitation" ? `Welcome, ${name}` : "Choose a new password"}</h1>
      <p className={styles.intro}>
        {purpose === "invitation"
          ? `Choose the password for your ${site.name} account (${where}). You will be signed in straight away.`
          : `Choose a new password for your account (${where}). You will be signed in here and signed out everywhere else.`}
      </p>
      <ErrorSummary errors={errors} labels={LABELS} />
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="token" value={token} />
        <PasswordField
          name="password"
          label={LABELS.password}
          autoComplete="new-password"
          problems={{ errors }}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a good one.`}
        />
        <PasswordField name="confirm" label={LABELS.confirm} autoComplete="new-password" problems={{ errors }} />
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? "Saving…" : purpose === "invitation" ? "Save and sign in" : "Save the new password"}
        </button>
      </Form>
    </>
  );
}
