import { describe, expect, it } from "vitest";

import { isVisitToHome } from "./home-visit.ts";

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`http://localhost${path}`, { method, headers });
}

const navigate = (site: string) => ({
  "sec-fetch-site": site,
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
});
const routerFetch = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" };

describe("a visit to / (which signs every context out)", () => {
  it("is a document opened by the person, or a client-side navigation of the site's own", () => {
    expect(isVisitToHome(request("/", navigate("none")), "/")).toBe(true);
    expect(isVisitToHome(request("/", navigate("same-origin")), "/")).toBe(true);
    expect(isVisitToHome(request("/_.data", routerFetch), "/")).toBe(true);
    // Browsers and clients that send no Fetch Metadata at all.
    expect(isVisitToHome(request("/"), "/")).toBe(true);
    expect(isVisitToHome(request("/_.data"), "/")).toBe(true);
  });

  it("is never a prefetch, a HEAD, a post, another site's link or a subresource", () => {
    const notVisits: [string, Request][] = [
      ["Chromium's prefetch of the data", request("/_.data", { ...routerFetch, "sec-purpose": "prefetch" })],
      ["a prerender", request("/", { ...navigate("same-origin"), "sec-purpose": "prefetch;prerender" })],
      ["an older browser's prefetch", request("/_.data", { purpose: "prefetch" })],
      ["HEAD", request("/", navigate("none"), "HEAD")],
      ["a post", request("/", navigate("same-origin"), "POST")],
      ["a link from another site", request("/", navigate("cross-site"))],
      ["a link from a sibling site", request("/", navigate("same-site"))],
      ["a data request from another site", request("/_.data", { ...routerFetch, "sec-fetch-site": "cross-site" })],
      ["a picture pointed at /", request("/", { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors" })],
      ["a frame of /", request("/", { ...navigate("same-origin"), "sec-fetch-dest": "iframe" })],
      [
        "a data request in no-cors mode",
        request("/_.data", { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors" }),
      ],
    ];
    for (const [what, req] of notVisits) expect(isVisitToHome(req, "/"), what).toBe(false);
  });

  it("is only ever about /", () => {
    expect(isVisitToHome(request("/about/our-history", navigate("none")), "/about/our-history")).toBe(false);
    expect(isVisitToHome(request("/about/our-history.data", routerFetch), "/about/our-history")).toBe(false);
  });
});
