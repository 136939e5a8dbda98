import { site } from "../../config/site";

export function meta() {
  return [
    { title: `Client sign-in | ${site.name}` },
    { name: "description", content: `Sign in to your ${site.name} client programme.` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The general sign-in page (spec 2.3). The sign-in form itself arrives with
 * the authentication contexts (issue "Ten sign-in contexts on a real user store").
 */
export default function SignIn() {
  return (
    <>
      <h1>Client sign-in</h1>
      <p>
        Risk managers and brokers of our client programmes sign in here to reach their quotations, comparisons and
        policy wordings. Accounts are set up by {site.name} for each programme; if you need access, ask your account
        executive or call {site.phone}.
      </p>
    </>
  );
}
