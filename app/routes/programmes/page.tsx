import { Link } from "react-router";

import { signedInContext } from "../../auth/session.server";
import { site } from "../../config/site";
import { programmePath } from "../../programmes";
import { guardProgrammePage } from "../../programmes/guard.server";
import type { ProgrammePagePath } from "../../programmes/types";
import type { Route } from "./+types/page";
import styles from "./programme.module.css";

/** What each kind of programme page is for, as its lead paragraph. */
const leads: Record<ProgrammePagePath, string> = {
  about: "",
  overview:
    "The programme at a glance: covers and limits, excess tiers, the renewal date and whom to call about a claim.",
  quote: "Enter or update the schedule and see the premium for this excess tier beside the others.",
  quotes2: "Enter or update the schedule and see the premium for this excess tier beside the others.",
  quotes3: "Enter or update the schedule and see the premium for this excess tier beside the others.",
  quote1: "Enter or update the schedule and see the premium for this excess tier beside the others.",
  quote2: "Enter or update the schedule and see the premium for this excess tier beside the others.",
  comparison: "The excess tiers side by side against the programme's own claims history.",
  "conventional-aggregate": "A per-claim excess set against an aggregate deductible on the programme's loss history.",
  "performance-report": "Loss ratio, claim frequency and severity by year and by category.",
  "policy-wording": "The current policy wording, with its version and effective date.",
  "sign-in": "",
};

export function loader({ url, context }: Route.LoaderArgs) {
  const { programme, page, user: allowed } = guardProgrammePage(context, url);
  // On the public about page, a user of the programme is not offered the sign-in link.
  const user = allowed ?? context.get(signedInContext).find((s) => s.context === programme.context);
  return {
    programme: { slug: programme.slug, name: programme.name, sector: programme.sector, about: programme.about },
    page: { path: page.path, title: page.title ?? page.label },
    signedInAs: user?.user.email ?? null,
    signIn: programmePath(programme, "sign-in"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { programme, page } = loaderData;
  const title = page.path === "about" ? `About the ${programme.name} programme` : `${page.title}: ${programme.name}`;
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: `${programme.name}, a ${programme.sector} client programme of ${site.name}.` },
    // Client programmes are for their clients, not for search engines.
    { name: "robots", content: "noindex" },
  ];
}

export default function ProgrammePage({ loaderData }: Route.ComponentProps) {
  const { programme, page, signedInAs, signIn } = loaderData;
  if (page.path === "about") {
    return (
      <article className={`container ${styles.page}`}>
        <p className={styles.eyebrow}>
          {programme.sector[0]!.toUpperCase() + programme.sector.slice(1)} client programme
        </p>
        <h1>About the {programme.name} programme</h1>
        {programme.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {signedInAs ? null : (
          <p>
            <Link className="button" to={signIn}>
              Sign in to the {programme.name} programme
            </Link>
          </p>
        )}
      </article>
    );
  }
  return (
    <article className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>{programme.name}</p>
      <h1>{page.title}</h1>
      <p className={styles.lead}>{leads[page.path]}</p>
      {signedInAs ? <p className={styles.signedIn}>Signed in as {signedInAs}</p> : null}
    </article>
  );
}

export { NotFoundBoundary as ErrorBoundary } from "../../components/NotFound";
