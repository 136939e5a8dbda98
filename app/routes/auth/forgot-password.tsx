import { data, Form, Link, useNavigation } from "react-router";

import { normaliseEmail } from "#app/accounts/credentials.ts";
import { clientAddressOf } from "#app/lib/http/request-context.ts";
import { clientContexts, contextInfo, DEFAULT_CONTEXT, isAuthContextId, signInPage } from "#app/auth/contexts.ts";
import { Done, ErrorSummary, SelectField, TextField } from "#app/components/forms/fields.tsx";
import { site } from "#app/config/site.ts";
import { takeAllowance } from "#app/forms/rate-limits.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { services } from "#app/services.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import type { Route } from "./+types/forgot-password";
import styles from "./auth.module.css";

/** Per client address: enough for a few tries and typos, too few to probe many addresses. */
const PER_ADDRESS = { max: 10, windowMs: 60 * 60_000 };
/** Per e-mail address: a second and third try if the first e-mail went astray, no flood of mail to anyone. */
const PER_EMAIL = { max: 3, windowMs: 60 * 60_000 };

const LABELS = { context: "Programme", email: "E-mail address" };

export async function loader({ url }: Route.LoaderArgs) {
  const picked = url.searchParams.get("context");
  const context = isAuthContextId(picked) ? picked : DEFAULT_CONTEXT;
  const { accounts } = await services();
  return {
    context,
    // A programme's own sign-in page sends its context; the general page lets the visitor pick.
    fixed: isAuthContextId(picked),
    label: contextInfo(context).label,
    emailOn: accounts.emailEnabled,
  };
}

type Result =
  | { status: "sent"; email: string }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "limited" };

/**
 * Sends a reset link if an active account has the address. The answer is
 * the same whether or not it does, so the page cannot be used to find out who
 * has an account; both limits are counted in the database, shared by every
 * server copy.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const values = { context: textValue(form, "context", 40), email: textValue(form, "email", 254) };
  const errors: Record<string, string> = {};
  if (!isAuthContextId(values.context)) errors.context = "Choose the programme your account is for.";
  const email = normaliseEmail(values.email);
  if (!email) errors.email = "Enter the e-mail address you sign in with, like name@company.co.za.";
  if (!isAuthContextId(values.context) || !email) return data<Result>({ status: "invalid", errors, values });

  const { accounts, database } = await services();
  const address = clientAddressOf(context);
  if (!(await takeAllowance(database, `password-reset:address:${address}`, PER_ADDRESS))) {
    return data<Result>({ status: "limited" }, { status: 429 });
  }
  // Over the per-address limit of one e-mail address: nothing is sent, and nothing says so.
  if (await takeAllowance(database, `password-reset:email:${values.context}:${email}`, PER_EMAIL)) {
    await accounts.requestPasswordReset(values.context, email, address);
  }
  return data<Result>({ status: "sent", email });
}

export function meta() {
  return [{ title: `Forgot your password? | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { context, fixed, label, emailOn } = loaderData;
  const result = actionData as Result | undefined;
  const submitting = useNavigation().state === "submitting";
  const back = fixed ? signInPage(context) : "/auth/signin";

  if (!emailOn) {
    return (
      <>
        <h1>Forgot your password?</h1>
        <p>
          This website cannot send e-mail at the moment, so it cannot send you a link to choose a new password. Please
          call us on <a href={site.phoneHref}>{site.phone}</a> (weekdays, 08:00 to 17:00), or ask whoever manages
          accounts at your organisation, and we will set up a new password with you.
        </p>
        <p>
          <Link to={back}>Back to sign-in</Link>
        </p>
      </>
    );
  }

  if (result?.status === "sent") {
    return (
      <>
        <h1>Check your e-mail</h1>
        <Done>
          If {result.email} has an account here, we have sent it a link to choose a new password. The link works once,
          for one hour.
        </Done>
        <p>
          Nothing after a few minutes? Check your junk mail, or call us on <a href={site.phoneHref}>{site.phone}</a>.
        </p>
        <p>
          <Link to={back}>Back to sign-in</Link>
        </p>
      </>
    );
  }

  const problems = result?.status === "invalid" ? result : undefined;
  return (
    <>
      <h1>Forgot your password?</h1>
      <p className={styles.intro}>
        Give the e-mail address you sign in with{fixed ? ` to ${label}` : ""}. We will send you a link to choose a new
        password.
      </p>
      {result?.status === "limited" ? (
        <div role="alert" className="form-message form-message-error">
          Too many requests have come from your network in the last hour. Please try again later, or call us on{" "}
          {site.phone}.
        </div>
      ) : null}
      <ErrorSummary errors={problems?.errors} labels={LABELS} />
      <Form method="post" className={styles.form} noValidate>
        {fixed ? (
          <input type="hidden" name="context" value={context} />
        ) : (
          <SelectField
            name="context"
            label={LABELS.context}
            problems={problems}
            defaultValue={context}
            options={clientContexts.map((c) => ({ value: c.id, label: c.label }))}
          />
        )}
        <TextField
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="username"
          maxLength={254}
          required
          problems={problems}
        />
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? "Sending…" : "Send me a link"}
        </button>
      </Form>
      <p className={styles.help}>
        <Link to={back}>Back to sign-in</Link>
      </p>
    </>
  );
}
