import { data, redirect, useNavigation } from "react-router";

import { ROLE_INFO, STAFF_CONTEXT, twoFactorRequired } from "#app/accounts/roles.ts";
import { accountAction, type AccountResult } from "#app/auth/account.server.ts";
import { safeRedirectPath } from "#app/auth/access.ts";
import { endOwnSessions, listOwnSessions } from "#app/auth/own-sessions.server.ts";
import { forgetSessionReads } from "#app/auth/session.server.ts";
import { PasswordSection, TwoFactorSection } from "#app/components/accounts/AccountSections.tsx";
import { ActionButton } from "#app/components/staff/ActionForm.tsx";
import { Table } from "#app/components/Table.tsx";
import { site } from "#app/config/site.ts";
import { requireStaffAccount } from "#app/guards.server.ts";
import { auditAddressOf } from "#app/lib/http/request-context.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { textValue } from "#app/lib/http/form-values.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import type { Route } from "./+types/account";
import styles from "./staff.module.css";

/** The session this request is in, so the list can mark it and "the others" leaves it alone. */
async function currentSessionId(request: Request): Promise<string | undefined> {
  const { auths } = await services();
  const found = await auths[STAFF_CONTEXT].api.getSession({
    headers: request.headers,
    query: { disableRefresh: true },
  });
  return found?.session.id;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const member = await requireStaffAccount(context, url);
  const { database } = await services();
  const sessions = await listOwnSessions(database, STAFF_CONTEXT, member.user.id, await currentSessionId(request));
  return {
    name: member.user.name,
    email: member.user.email,
    roles: member.roles.map((r) => ROLE_INFO[r].label),
    twoFactorEnabled: member.user.twoFactorEnabled,
    mustUseTwoFactor: twoFactorRequired(member.roles),
    pending: member.twoFactorPending,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) ?? "",
    sessions: sessions.map((s) => ({
      ...s,
      startedAt: s.startedAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
    })),
  };
}

type SessionsResult = { form: "sessions"; done: string };

export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaffAccount(context, url);
  const form = await readFormBody(request);
  const intent = form.get("intent");

  if (intent === "end-session" || intent === "end-others") {
    const { database } = await services();
    const current = await currentSessionId(request);
    const actor = {
      userId: member.user.id,
      email: member.user.email,
      address: auditAddressOf(context),
    };
    const sessionId = textValue(form, "session", 100);
    // The session in use is ended by signing out, which also clears its cookie.
    const ended =
      intent === "end-others" || !current
        ? await endOwnSessions(database, STAFF_CONTEXT, actor, { allBut: current ?? "" })
        : sessionId === current
          ? 0
          : await endOwnSessions(database, STAFF_CONTEXT, actor, { sessionId });
    forgetSessionReads();
    const done = ended === 1 ? "One session is ended." : ended ? `${ended} sessions are ended.` : "No session ended.";
    return data<SessionsResult>({ form: "sessions", done });
  }

  const { result, setCookies } = await accountAction(request, auditAddressOf(context), STAFF_CONTEXT, form);
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  // Two-factor sign-in set up at last: on to where they were going.
  if (member.twoFactorPending && intent === "confirm" && result.done) {
    throw redirect(safeRedirectPath(form.get("redirectTo")) ?? "/staff", { headers });
  }
  return data(result, { headers });
}

export function meta() {
  return [{ title: `Your account | Back office | ${site.name}` }, { name: "robots", content: "noindex" }];
}

type Session = Route.ComponentProps["loaderData"]["sessions"][number];

/** A member of staff's own account: two-factor sign-in (set up here first if their roles need it), password, sessions. */
export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, roles, twoFactorEnabled, mustUseTwoFactor, pending, redirectTo, sessions } = loaderData;
  const result = actionData as AccountResult | SessionsResult | undefined;
  const accountResult = result?.form === "sessions" ? undefined : result;
  const busy = useNavigation().state === "submitting";
  const hidden = redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null;

  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>{pending ? "Set up two-factor sign-in" : "Your account"}</h1>
      <p>
        Signed in as <strong>{name}</strong> ({email}). Your roles: {roles.join(", ")}.
      </p>
      {pending ? (
        <p>
          Your roles open clients' confidential records or change what others see, so your account needs a second step
          at sign-in: a 6-digit code from an authenticator app on your phone. Set it up now; the back office opens as
          soon as it is on.
        </p>
      ) : null}

      <TwoFactorSection
        enabled={twoFactorEnabled}
        required={mustUseTwoFactor}
        result={accountResult}
        busy={busy}
        hidden={hidden}
      />

      {pending ? null : (
        <>
          <PasswordSection email={email} result={accountResult} busy={busy} />
          <section aria-labelledby="sessions" className={styles.accountSection}>
            <h2 id="sessions">Where you are signed in</h2>
            <p>
              Each browser you signed in with, for 8 hours after it was last used. End any you do not recognise, and
              change your password.
            </p>
            <output className={result?.form === "sessions" ? "form-message form-message-done" : undefined}>
              {result?.form === "sessions" ? result.done : null}
            </output>
            <Table<Session>
              caption="Your sessions"
              captionHidden
              rows={sessions}
              rowKey={(s) => s.id}
              columns={[
                { header: "Browser", render: (s) => s.browser || "Unknown" },
                { header: "Address", render: (s) => s.address || "Unknown" },
                { header: "Signed in", render: (s) => southAfricanTime(s.startedAt) },
                { header: "Last used", render: (s) => southAfricanTime(s.lastUsedAt) },
                {
                  header: "End",
                  render: (s) =>
                    s.current ? (
                      "This browser"
                    ) : (
                      <ActionButton
                        intent="end-session"
                        hidden={{ session: s.id }}
                        label="End this session"
                        buttonClass="link-button"
                        busyWhen={["session", s.id]}
                      />
                    ),
                },
              ]}
            />
            {sessions.some((s) => !s.current) ? (
              <ActionButton intent="end-others" label="Sign out everywhere else" className={styles.exports} />
            ) : null}
          </section>
        </>
      )}
    </>
  );
}

export { StaffErrorBoundary as ErrorBoundary } from "./errors.tsx";
