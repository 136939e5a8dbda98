import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";

import { Blocks } from "#app/components/blocks/registry.tsx";
import { PageHero } from "#app/components/PageHero.tsx";
import { getPage } from "#app/content/pages.ts";
import { publishedView } from "#app/articles/public.server.ts";
import { resolvePage, showsPeople } from "#app/content/resolve.server.ts";
import { UPLOAD_BODY, type RouteBodyLimits } from "#app/lib/http/body-limits.ts";
import { publicContentHeaders } from "#app/lib/http/render-cache.ts";
import { publicConfig } from "#app/config/public-config.server.ts";
import { seoMeta } from "#app/lib/http/seo.server.ts";
import { handleClaimReport } from "#app/claims/report.server.ts";
import { CLAIM_REPORT_PAGES } from "#app/claims/report-pages.ts";
import { formDefinitions } from "#app/forms/definitions.ts";
import { handleFormSubmission } from "#app/forms/submit.server.ts";
import { normalisePath, publicPageRoutes } from "#app/navigation/navigation.ts";
import { services } from "#app/services.server.ts";
import { signedOutOfContext } from "#app/auth/session.server.ts";
import { programmes } from "#app/programmes/index.ts";
import { programmePath } from "#app/programmes/paths.ts";
import type { Route } from "./+types/page";
import { clientAddressOf } from "#app/lib/http/request-context.ts";

// Only the claims pages (the claims line) and the Clients pages (the programmes' about pages) show an aside: its code
// comes with them, not with every page's first load.
const PageAside = lazy(() => import("#app/components/PageAside.tsx"));

export async function loader({ url, context }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const page = getPage(path);
  if (!page) {
    // Every route here comes from the navigation data and has content (prerendering checks it), but the
    // router matches in any letter case: /About/Our-History goes to its one address (the server redirects
    // prerendered pages before they get here; this is for the rest).
    const own = publicPageRoutes().find((route) => route.toLowerCase() === path.toLowerCase());
    if (own) throw redirect(`${own}${url.search}`, 301);
    throw data(null, { status: 404 });
  }
  const seo = seoMeta(
    { title: page.title, description: page.description, path, image: page.heroImage?.image },
    publicConfig(),
  );
  const claims = path.startsWith("/claims-handling");
  // The Clients pages lead to each programme's public about page (issue 37): only names and addresses leave the server.
  const clientProgrammes = path.startsWith("/clients/")
    ? programmes
        .map((p) => ({ name: p.name, about: programmePath(p, "about") }))
        .toSorted((a, b) => a.name.localeCompare(b.name, "en-ZA"))
    : undefined;
  // On "/" rendered for the visit that signed its visitor out (app/root.tsx): which programmes, said once.
  const signedOut = path === "/" ? context.get(signedOutOfContext) : [];
  const signedOutOf = signedOut.length ? signedOut : undefined;
  if (!showsPeople(page)) return data({ page: resolvePage(page), meta: seo, claims, clientProgrammes, signedOutOf });
  // The people come from the database, where editors change them: served by the app and its short cache
  // (app/lib/http/render-cache.ts) rather than prerendered, so a change shows within seconds on every copy.
  const { people } = await publishedView((await services()).database);
  return data(
    { page: resolvePage(page, people), meta: seo, claims, clientProgrammes, signedOutOf },
    { headers: publicContentHeaders },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** A page with a form that takes files (the claim form) reads them streamed (app/claims/upload.server.ts); others, forms of text. */
export function bodyLimits(pathname: string): RouteBodyLimits | undefined {
  // An export the browser's copy of this route keeps too: it must not reach for the page content.
  return CLAIM_REPORT_PAGES.includes(normalisePath(pathname)) ? { multipart: UPLOAD_BODY } : undefined;
}

/** A page with a form block (app/forms) accepts that form's posts; other pages accept none. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const path = normalisePath(url.pathname);
  const block = getPage(path)?.blocks.find((b) => b.type === "form");
  if (!block) throw data("This page has no form", { status: 405, headers: { Allow: "GET, HEAD" } });
  const { database, files } = await services();
  const formArea = path.replace(/^\//, "");
  // A form with files is the claim form: the same pipeline, its files its own step, stored as a claim with a tracker.
  if (formDefinitions[block.form].files)
    return handleClaimReport(request, formArea, { database, files, clientAddress: clientAddressOf(context) });
  return handleFormSubmission(request, block.form, formArea, {
    database,
    clientAddress: clientAddressOf(context),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, claims, clientProgrammes, signedOutOf } = loaderData;
  return (
    <>
      {signedOutOf ? (
        <Suspense>
          <PageAside signedOutOf={signedOutOf} />
        </Suspense>
      ) : null}
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        image={page.heroImage}
        video={page.heroVideo}
      />
      <div className="container page-body">
        {/* Every claims page leads with the 24/7 claims line and WhatsApp (issue 18). */}
        {claims ? (
          <Suspense>
            <PageAside claims />
          </Suspense>
        ) : null}
        <Blocks blocks={page.blocks} />
        {clientProgrammes ? (
          <Suspense>
            <PageAside programmes={clientProgrammes} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
