import { data } from "react-router";

import { Blocks } from "../../components/blocks/registry";
import { PageHero } from "../../components/PageHero";
import { site } from "../../config/site";
import { getPage } from "../../content/pages";
import { normalisePath } from "../../navigation/navigation";
import type { Route } from "./+types/page";

export function loader({ url }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const page = getPage(path);
  // Every route here comes from the navigation data; a page without content is a build error, not a 404.
  if (!page) throw new Error(`No content for public page ${path}`);
  return data({ page, path });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, path } = loaderData;
  const title = path === "/" ? `${site.name}: ${site.tagline}` : `${page.title} | ${site.name}`;
  return [{ title }, { name: "description", content: page.description }];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      <div className="container page-body">
        <Blocks blocks={page.blocks} />
      </div>
    </>
  );
}
