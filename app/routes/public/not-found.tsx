import { data } from "react-router";

import { AppLink } from "../../components/AppLink";
import { PageHero } from "../../components/PageHero";
import { site } from "../../config/site";
import { mainNavigation } from "../../navigation/main-nav";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

/** Unknown paths: say so plainly and offer the ways on that people usually want. */
export default function NotFound() {
  return (
    <>
      <PageHero
        eyebrow="Error 404"
        title="We could not find that page"
        intro="The address may be mistyped, or the page may have moved when we reorganised the site. These are the places most visitors are looking for."
      />
      <div className="container page-body">
        <ul className="link-grid">
          {mainNavigation.map((section) => (
            <li key={section.id}>
              <AppLink to={section.route}>{section.label}</AppLink>
            </li>
          ))}
        </ul>
        <p>
          To report a claim at any hour, call <a href={site.claimsEmergencyPhoneHref}>{site.claimsEmergencyPhone}</a>.
        </p>
      </div>
    </>
  );
}
