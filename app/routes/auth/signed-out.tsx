import { data, Link } from "react-router";

import { signInPage } from "#app/auth/contexts.ts";
import { site } from "#app/config/site.ts";
import { signedOut } from "#app/sso/provider-sign-out.server.ts";
import { OnToProvider } from "#app/components/session/OnToProvider.tsx";
import type { Route } from "./+types/signed-out";
import styles from "./auth.module.css";

/**
 * Where a sign-out through a company's identity provider lands (decision 0046): first it sends the person on to
 * the provider to end their session there; the provider sends them back here, to be told they are signed out of
 * both. A provider that cannot end its session is named, so that the person knows they are still signed in there.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { page, setCookie } = await signedOut(request);
  const answer = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) answer.append("Set-Cookie", setCookie);
  return data({ ...page, signInPage: "context" in page ? signInPage(page.context) : undefined }, { headers: answer });
}

/** Its answer depends on the browser's cookie and is never cached: the loader's Cache-Control, and its cookie. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return [{ title: `Signed out | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function SignedOut({ loaderData }: Route.ComponentProps) {
  const providerUrl = loaderData.kind === "to-provider" ? loaderData.providerUrl : undefined;
  if (providerUrl) {
    return (
      <OnToProvider
        url={providerUrl}
        heading="Signing out"
        intro="You are signed out of this site. Your organisation signed you in, so you sign out there too."
        action="Continue to sign out at your organisation"
        introClassName={styles.intro}
      />
    );
  }

  return (
    <>
      <h1>You are signed out</h1>
      {loaderData.kind === "provider-done" ? (
        <p className={styles.intro}>You are signed out of this site and of your organisation's sign-in.</p>
      ) : loaderData.kind === "provider-kept" ? (
        <p className={styles.intro}>
          You are signed out of this site, but you are still signed in at {loaderData.provider}: signing in here again
          from this browser will not ask for your password. Sign out there too, on your organisation's own pages, if
          others use this computer.
        </p>
      ) : (
        <p className={styles.intro}>You are signed out of this site.</p>
      )}
      <p>
        {loaderData.signInPage ? <Link to={loaderData.signInPage}>Sign in again</Link> : null}
        {loaderData.signInPage ? " or go " : "Go "}
        <Link to="/">to the home page</Link>.
      </p>
    </>
  );
}
