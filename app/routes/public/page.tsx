import { data } from "react-router";

import { Blocks } from "../../components/blocks/registry";
import { PageHero } from "../../components/PageHero";
import { getPage } from "../../content/pages";
import { resolvePage } from "../../content/resolve.server";
import { publicConfig } from "../../config/public-config.server";
import { seoMeta } from "../../lib/seo.server";
import { handleFormSubmission } from "../../forms/submit.server";
import { normalisePath } from "../../navigation/navigation";
import { services } from "../../services.server";
import type { Route } from "./+types/page";

export function loader({ url }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const page = getPage(path);
  // Every route here comes from the navigation data; a page without content is a build error, not a 404.
  if (!page) throw new Error(`No content for public page ${path}`);
  const seo = seoMeta(
    { title: page.title, description: page.description, path, image: page.heroImage?.image },
    publicConfig(),
  );
  return data({ page: resolvePage(page), meta: seo });
}

/** A page with a form block (app/forms) accepts that form's posts; other pages accept none. */
export async function action({ request, url }: Route.ActionArgs) {
  const path = normalisePath(url.pathname);
  const block = getPage(path)?.blocks.find((b) => b.type === "form");
  if (!block) throw data("This page has no form", { status: 405, headers: { Allow: "GET, HEAD" } });
  const { database, outbox } = await services();
  return handleFormSubmission(request, block.form, path.replace(/^\//, ""), {
    database,
    notify: Boolean(outbox),
    kickOutbox: outbox?.kick,
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.meta ?? [];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        image={page.heroImage}
        video={page.heroVideo}
      />
      <div className="container page-body">
        <Blocks blocks={page.blocks} />
      </div>
    </>
  );
}
