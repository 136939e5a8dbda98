import { data, Link } from "react-router";

import { actorOf } from "#app/accounts/accounts.server.ts";
import { authBasePath, authContexts, contextInfo, isAuthContextId, type AuthContextId } from "#app/auth/contexts.ts";
import { CheckboxField, Done, ErrorSummary, PasswordField, TextArea } from "#app/components/forms/fields.tsx";
import { ActionCard } from "#app/components/staff/ActionForm.tsx";
import { RequiredTextFields } from "#app/components/staff/FieldRows.tsx";
import { Table } from "#app/components/Table.tsx";
import { publicConfig } from "#app/config/public-config.server.ts";
import { site } from "#app/config/site.ts";
import { requireStaff } from "#app/guards.server.ts";
import { readFormBody } from "#app/lib/http/form-body.server.ts";
import { southAfricanTime } from "#app/lib/format/time.ts";
import { services } from "#app/services.server.ts";
import { parseProviderForm, type ProviderFormErrors, type ProviderFormValues } from "#app/sso/provider-form.ts";
import { discoverProvider } from "#app/sso/discovery.server.ts";
import { listProviders, removeProvider, saveProvider } from "#app/sso/providers.server.ts";
import { postLogoutRedirectUri } from "#app/sso/provider-sign-out.ts";
import { serverSecretBox } from "#app/sso/secret-box.server.ts";
import type { Route } from "./+types/sso";
import styles from "./staff.module.css";

/** Where a context's provider sends people back: what the company registers as this site's redirect URI. */
function redirectUriOf(siteUrl: string, context: AuthContextId): string {
  return `${new URL(siteUrl).origin}${authBasePath(context)}/callback/sso`;
}

function chosenContext(value: unknown): AuthContextId {
  return isAuthContextId(value) ? value : authContexts[0].id;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStaff(context, url, "admin");
  const { database } = await services();
  const providers = await listProviders(database);
  const chosen = chosenContext(url.searchParams.get("context"));
  const { siteUrl } = publicConfig();
  return {
    keySet: serverSecretBox() !== undefined,
    chosen,
    chosenLabel: contextInfo(chosen).label,
    redirectUri: redirectUriOf(siteUrl, chosen),
    postLogoutUri: postLogoutRedirectUri(siteUrl),
    current: providers.find((p) => p.context === chosen) ?? null,
    rows: authContexts.map((c) => {
      const p = providers.find((provider) => provider.context === c.id);
      return {
        context: c.id,
        label: c.label,
        issuer: p?.issuer ?? null,
        domains: p?.domains.join(", ") ?? "",
        passwordsAllowed: p?.passwordsAllowed ?? true,
        updated: p ? `${southAfricanTime(p.updatedAt)}${p.updatedBy ? ` by ${p.updatedBy}` : ""}` : "",
      };
    }),
  };
}

type Result =
  | { status: "invalid"; errors: ProviderFormErrors; values: ProviderFormValues; message?: string }
  | { status: "refused"; message: string }
  | { status: "done"; message: string };

/** Sets, changes or removes a context's identity provider, each on the audit log. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const member = await requireStaff(context, url, "admin");
  const form = await readFormBody(request);
  const named = form.get("context");
  // A context the site does not have is refused, never taken as the first one (Pepkor's): an action on the
  // wrong programme's provider is worse than none.
  if (!isAuthContextId(named)) {
    return data<Result>(
      {
        status: "refused",
        message: "There is no sign-in context of that name: choose one from the table and try again.",
      },
      { status: 400 },
    );
  }
  const target = named;
  const label = contextInfo(target).label;
  const { database } = await services();
  const actor = actorOf(member, context);

  if (form.get("intent") === "remove") {
    const removed = await removeProvider(database, target, actor);
    return data<Result>({
      status: "done",
      message: removed
        ? `${label} no longer signs in through an identity provider: its users sign in with their passwords.`
        : `${label} had no identity provider to remove.`,
    });
  }

  const box = serverSecretBox();
  const current = (await listProviders(database)).find((p) => p.context === target);
  const parsed = parseProviderForm(form, current !== undefined);
  if (!parsed.ok)
    return data<Result>({ status: "invalid", errors: parsed.errors, values: parsed.values }, { status: 400 });
  if (!box) {
    const { clientSecret: _secret, ...input } = parsed.input;
    return data<Result>(
      {
        status: "invalid",
        errors: {},
        values: { ...input, domains: input.domains.join("\n"), allowedOrigins: input.allowedOrigins.join("\n") },
        message:
          "The server has no SSO_SECRET_KEY, so it cannot keep a client secret safely. Ask whoever runs the site to set it, then save again.",
      },
      { status: 503 },
    );
  }
  const saved = await saveProvider(database, target, parsed.input, box, actor);
  // Read now as a sign-in will read it, so the administrator learns at once of a document the site refuses.
  const discovered = await discoverProvider(parsed.input.issuer, parsed.input.allowedOrigins);
  return data<Result>({
    status: "done",
    message: `${label}: identity provider ${saved === "created" ? "set" : "changed"} (${parsed.input.issuer}, ${parsed.input.domains.join(", ")}). Addresses of those domains now sign in through it${parsed.input.passwordsAllowed ? "; they may still use a password" : " only"}.${discovered.ok ? "" : ` But ${DISCOVERY_PROBLEMS[discovered.problem]} (${discovered.detail}): nobody is sent to it until that is put right.`}`,
  });
}

/** What a refused discovery document means, for the administrator who just saved the provider. */
const DISCOVERY_PROBLEMS = {
  unreachable: "its discovery document could not be read",
  "issuer-mismatch": "its discovery document names another issuer",
  "foreign-endpoint": "its discovery document puts an endpoint on an origin that is neither the issuer's nor listed",
};

export function meta() {
  return [{ title: `Single sign-on | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const LABELS = {
  issuer: "Issuer",
  clientId: "Client id",
  clientSecret: "Client secret",
  domains: "E-mail domains",
  allowedOrigins: "Other origins of the provider's endpoints",
};

/** The provider's names, typed on one line. */
const TEXT_FIELDS = [
  {
    name: "issuer",
    maxLength: 500,
    hint: "The provider's issuer address; its discovery document is this address followed by /.well-known/openid-configuration.",
  },
  { name: "clientId", maxLength: 255 },
] as const;

/** The provider's lists, typed one entry a line. */
const LINE_LISTS = [
  {
    name: "domains",
    required: true,
    rows: 3,
    maxLength: 5000,
    hint: "One per line, e.g. example.co.za. Each is matched exactly: list every domain the company's addresses use.",
  },
  {
    name: "allowedOrigins",
    rows: 2,
    maxLength: 2000,
    hint: "Usually empty. The provider's sign-in, token, key, userinfo and sign-out addresses must be on the issuer's own origin; list here, one per line (e.g. https://login.example.net), any other origin this provider's discovery document names for them.",
  },
] as const;

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function StaffSso({ loaderData, actionData }: Route.ComponentProps) {
  const { keySet, chosen, chosenLabel, redirectUri, postLogoutUri, current, rows } = loaderData;
  const result = actionData as Result | undefined;
  // Both forms post to the address of the context they are about, so a refusal shows that context again.
  const postTo = `/staff/sso?${new URLSearchParams({ context: chosen })}`;
  const problems = result?.status === "invalid" ? result : undefined;
  const values = problems?.values;
  // The typed values come back through each field's default; only the messages go through `problems`.
  const fieldProblems = problems ? { errors: problems.errors } : undefined;
  const columns = [
    { header: "Sign-in context", render: (r: Row) => r.label },
    {
      header: "Identity provider",
      render: (r: Row) =>
        r.issuer ? (
          <>
            {r.issuer}
            <br />
            <span className={styles.muted}>
              {r.domains}; passwords {r.passwordsAllowed ? "still allowed" : "not allowed"}
            </span>
          </>
        ) : (
          <span className={styles.muted}>None: passwords only</span>
        ),
    },
    { header: "Changed", render: (r: Row) => <span className={styles.muted}>{r.updated}</span> },
    {
      header: "Action",
      render: (r: Row) => (
        <Link to={`/staff/sso?${new URLSearchParams({ context: r.context })}#provider`}>
          {r.issuer ? "Change" : "Set up"}
          <span className="visually-hidden"> {r.label}</span>
        </Link>
      ),
    },
  ];

  return (
    <>
      <p className={styles.eyebrow}>Back office</p>
      <h1>Single sign-on</h1>
      <p>
        A programme (or the group's staff) whose company has its own identity provider signs in through it: the sign-in
        page asks for the e-mail address first and sends addresses of the provider's domains to it. Someone arriving
        that way for the first time joins the programme as a viewer. Register this site with the provider first (the
        site's docs/users-and-roles.md says how, for Microsoft Entra ID and any OpenID Connect provider).
      </p>
      {keySet ? null : (
        <p className="form-message form-message-error">
          The server has no SSO_SECRET_KEY: no provider can be saved or used until it is set.
        </p>
      )}
      {result?.status === "done" ? <Done key={result.message}>{result.message}</Done> : null}
      {result?.status === "refused" ? (
        <p className="form-message form-message-error" role="alert">
          {result.message}
        </p>
      ) : null}

      <Table caption="Identity providers by sign-in context" columns={columns} rows={rows} rowKey={(r) => r.context} />

      <h2 id="provider">{chosenLabel}</h2>
      <p>
        Redirect URI to register with the provider: <code>{redirectUri}</code>
      </p>
      <p>
        Post-logout redirect URI to register with it (signing out here signs out there too):{" "}
        <code>{postLogoutUri}</code>
      </p>
      <ErrorSummary errors={problems?.errors} labels={LABELS} message={problems?.message} />
      <ActionCard
        key={`${chosen}-${current?.issuer ?? ""}`}
        intent="save"
        hidden={{ context: chosen }}
        action={postTo}
        label={current ? "Save changes" : "Set up single sign-on"}
        disabled={!keySet}
        browserChecks
      >
        <RequiredTextFields
          fields={TEXT_FIELDS}
          labels={LABELS}
          valueOf={(name) => values?.[name] ?? current?.[name] ?? ""}
          problems={fieldProblems}
        />
        <PasswordField
          name="clientSecret"
          label={LABELS.clientSecret}
          autoComplete="new-password"
          required={!current}
          problems={fieldProblems}
          hint={
            current
              ? "Set. It is kept encrypted and never shown again; leave this empty to keep it, or enter a new one."
              : "Kept encrypted and never shown again."
          }
        />
        {LINE_LISTS.map(({ name, ...area }) => (
          <TextArea
            key={name}
            name={name}
            label={LABELS[name]}
            {...area}
            defaultValue={values?.[name] ?? current?.[name].join("\n") ?? ""}
            problems={fieldProblems}
          />
        ))}
        <CheckboxField
          name="passwordsAllowed"
          label="People of these domains may still sign in with a password"
          defaultChecked={values ? values.passwordsAllowed : (current?.passwordsAllowed ?? true)}
        />
      </ActionCard>
      {current ? (
        <ActionCard
          intent="remove"
          hidden={{ context: chosen }}
          action={postTo}
          label="Remove the identity provider"
          danger
          explain={`Removing the provider sends everyone of ${chosenLabel} back to their passwords.`}
        />
      ) : null}
    </>
  );
}
