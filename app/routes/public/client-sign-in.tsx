import { Link } from "react-router";

import { PageHero } from "#app/components/PageHero.tsx";
import { site } from "#app/config/site.ts";
import { programmePath } from "#app/programmes/paths.ts";
import { programmes } from "#app/programmes/index.ts";
import type { Route } from "./+types/client-sign-in";

/**
 * /client-sign-in: where a client's team signs in. Each programme has its own
 * users and sign-in page (docs/architecture.md, “Sign-in contexts”), so the
 * visitor chooses theirs; only each programme's name, sign-in address and
 * public about page leave the server. The group's own staff sign in elsewhere:
 * this page, where the header's "Client sign-in" leads, says where (issue 37).
 */
export function loader() {
  return {
    programmes: programmes
      .map((p) => ({
        name: p.name,
        sector: p.sector,
        signIn: programmePath(p, "sign-in"),
        about: programmePath(p, "about"),
      }))
      .toSorted((a, b) => a.name.localeCompare(b.name, "en-ZA")),
  };
}

export function meta() {
  return [
    { title: `Client sign-in | ${site.name}` },
    { name: "description", content: `Sign in to your organisation's client programme with ${site.name}.` },
  ];
}

export default function ClientSignIn({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Clients"
        title="Client sign-in"
        intro="Your organisation's programme with us has its own sign-in: choose it below. Your team sees its cover, quotations, claims and documents there."
      />
      <div className="container page-body">
        <h2>Choose your programme</h2>
        <ul className="link-grid">
          {loaderData.programmes.map((p) => (
            <li key={p.signIn}>
              <Link to={p.signIn}>
                Sign in to the {p.name} programme<span className="visually-hidden"> ({p.sector})</span>
              </Link>{" "}
              <Link to={p.about} className="link-grid-aside">
                About the {p.name} programme
              </Link>
            </li>
          ))}
        </ul>
        <p>
          No account yet, or your programme is not listed? Your organisation&apos;s client administrator invites
          colleagues; otherwise call us on <a href={site.phoneHref}>{site.phone}</a>. To report a claim, you do not need
          to sign in: <Link to="/claims-handling/report-a-claim">report a claim</Link> or{" "}
          <Link to="/claims/track">track a claim</Link>.
        </p>
        <p>
          Work for {site.shortName}? <Link to="/staff/sign-in">Staff sign-in</Link> is for the group&apos;s own people.
        </p>
      </div>
    </>
  );
}
