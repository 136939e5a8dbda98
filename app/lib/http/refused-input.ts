import { data, type MiddlewareFunction } from "react-router";

import { requestContext } from "#app/lib/http/request-context.ts";

/**
 * A request whose input the server's front door refused (`inputRefused`,
 * server/request-input.ts) is answered 400 here, first of the root's
 * middleware, so that no session is read and no route runs: the site's error
 * page for a person (a page, or the page's script asking for its data), JSON
 * for the auth API, plain text for anything else (a script, a PDF's address).
 */
export const refusedInputMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  if (!context.get(requestContext).inputRefused) return next();
  const path = new URL(request.url).pathname;
  if (path.startsWith("/api/")) {
    return Response.json({ code: "INPUT_REFUSED", message: "This request could not be read." }, { status: 400 });
  }
  const forPage = path.endsWith(".data") || (request.headers.get("accept") ?? "").includes("text/html");
  if (!forPage) {
    return new Response("This request could not be read.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  throw data("Input refused", { status: 400 });
};
