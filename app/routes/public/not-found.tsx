import { data } from "react-router";

import { NotFound } from "#app/components/NotFound.tsx";
import { site } from "#app/config/site.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default NotFound;
