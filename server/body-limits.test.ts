import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import type { RouteConfigEntry } from "@react-router/dev/routes";

import {
  ARTICLE_FORM_BODY,
  AUTH_API_BODY,
  bodyLimits,
  FORM_BODY,
  PICTURE_UPLOAD_BODY,
  REQUEST_TIMEOUT_MS,
  routerPath,
  UPLOAD_BODY,
} from "./body-limits.ts";

/** The site's route table as the server build holds it: app/routes.ts under the root, each route with its module. */
async function siteRoutes(): Promise<ServerBuild["routes"]> {
  const { default: config } = (await import("#app/routes.ts")) as { default: RouteConfigEntry[] };
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: (await import("#app/root.tsx")) as never },
  };
  async function add(entries: RouteConfigEntry[], parentId: string) {
    for (const entry of entries) {
      // React Router's own rule for an id not given: the file's path in app/ without its extension.
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const module = (await import(/* @vite-ignore */ `../app/${entry.file}`)) as never;
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module };
      if (entry.children) await add(entry.children, id);
    }
  }
  await add(config, "root");
  return routes;
}

describe("body limits, as each route declares them", () => {
  const multipart = "multipart/form-data; boundary=----x";
  const urlencoded = "application/x-www-form-urlencoded";
  let limitFor: ReturnType<typeof bodyLimits>;
  beforeAll(async () => {
    limitFor = bodyLimits(await siteRoutes());
  }, 60_000);
  const limit = (path: string, type?: string) => limitFor(path, type).limit;

  it("give the claim upload routes 26 MB, streamed, within five minutes, as a page and through its script", () => {
    for (const page of [
      "/claims-handling/report-a-claim",
      "/claims/report",
      "/claims/track/BAc8wXmxIu9H7TuO7N-tPuycNPeLd26QCi7NeR5EypY",
      "/Pepkor/claims",
      // A programme's claim (documents from its requesters), request and quote pages (PDFs for underwriting).
      "/Pepkor/claims/CLM-XAANF6",
      "/Pepkor/requests/Q-PEP-7K3M9X",
      "/Pepkor/quote",
    ]) {
      for (const path of [page, `${page}.data`]) {
        expect(limit(path, multipart), path).toBe(UPLOAD_BODY);
        // Files come only in multipart: a URL-encoded post to the same route is an ordinary form's.
        expect(limit(path, urlencoded), path).toBe(FORM_BODY);
      }
    }
    expect(UPLOAD_BODY).toEqual({ maxBytes: 26 * 1024 * 1024, deadlineMs: 300_000, streamed: true });
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(UPLOAD_BODY.deadlineMs);
  });

  it("give picture and document uploads 10 MB in multipart, by page and by .data, and answer their refusals in the form", () => {
    for (const path of [
      "/staff/content/pictures",
      "/staff/content/pictures.data",
      "/staff/documents",
      "/staff/documents.data",
    ]) {
      expect(limitFor(path, multipart), path).toEqual({ limit: PICTURE_UPLOAD_BODY, answersRefusal: true });
    }
    expect(limitFor("/staff/documents", urlencoded)).toEqual({ limit: FORM_BODY, answersRefusal: false });
    expect(limitFor("/claims/report", multipart).answersRefusal).toBe(false);
  });

  it("give an article's edit form 1 MB, new or saved, and only that form", () => {
    for (const path of [
      "/staff/content/new",
      "/staff/content/17",
      "/staff/content/17.data",
      "/staff/content/new.data",
    ]) {
      expect(limit(path, urlencoded), path).toBe(ARTICLE_FORM_BODY);
    }
    for (const path of ["/staff/content", "/staff/content/17/history", "/staff/people/3"]) {
      expect(limit(path, urlencoded), path).toBe(FORM_BODY);
    }
  });

  it("keep every other form at 100 KB, read whole, and the auth API at 32 KB", () => {
    for (const path of [
      "/claims/track",
      "/complaints",
      "/complaints.data",
      "/Pepkor/account/team",
      "/claims-handling/claim-forms",
      "/_.data",
      "/",
      "/no/such/page",
    ]) {
      expect(limit(path, multipart), path).toBe(FORM_BODY);
    }
    expect(limit("/api/auth/main/sign-in/email", "application/json")).toBe(AUTH_API_BODY);
    expect(FORM_BODY.streamed).toBeUndefined();
  });
});

describe("a data request's page", () => {
  it("is the page's address, as React Router reads it", () => {
    expect(routerPath("/staff/documents.data")).toBe("/staff/documents");
    expect(routerPath("/staff/documents/_.data")).toBe("/staff/documents/");
    expect(routerPath("/_.data")).toBe("/");
    expect(routerPath("/_root.data")).toBe("/");
    expect(routerPath("/staff/documents")).toBe("/staff/documents");
    expect(routerPath("/documents/paia-manual.pdf")).toBe("/documents/paia-manual.pdf");
  });
});
