import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { publicPageRoutes } from "#app/navigation/navigation.ts";
import { programmes } from "#app/programmes/index.ts";
import { staffPages } from "#app/routes/staff/pages.ts";
import { E2E_ADMIN_EMAIL, E2E_PASSWORD, e2eEmail } from "./support/accounts.ts";
import { expect, test } from "./support/fixtures.ts";
import { openAsStaff } from "./support/staff.ts";

/**
 * Every class the server's HTML uses is defined by a stylesheet that HTML links (issue 37, decision 0052): the
 * page looks the same before its script arrives, or with none, as after. A class that no stylesheet of the build
 * defines at all is a hook for a script or a test, not a style, and is passed over. Plain requests, no browser
 * drawing pages: it reads what the server sends, so it is as cheap as fetching each page once.
 */

const ASSETS = "build/client/assets";

/** The class names a stylesheet defines (selectors only: urls and strings are taken out first). */
function classesDefinedBy(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/url\([^)]*\)/g, "")
    .replace(/"[^"]*"|'[^']*'/g, "")
    // Declarations' values (numbers like .5rem) are not selectors.
    .replace(/\{[^{}]*\}/g, "{}");
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/** Every class any stylesheet of the build defines. */
function classesOfTheBuild(): Set<string> {
  const all = new Set<string>();
  for (const file of readdirSync(ASSETS).filter((name) => name.endsWith(".css"))) {
    for (const name of classesDefinedBy(readFileSync(join(ASSETS, file), "utf8"))) all.add(name);
  }
  return all;
}

/** The classes on the HTML's elements (not in its scripts, whose data may hold markup of its own). */
function classesUsedBy(html: string): Set<string> {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const used = new Set<string>();
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value!.split(/\s+/).filter(Boolean)) used.add(name);
  }
  return used;
}

const cssCache = new Map<string, Set<string>>();

/** The classes the page's own stylesheets define: its linked stylesheets and any inline style element. */
async function classesLinkedBy(request: APIRequestContext, html: string): Promise<Set<string>> {
  const defined = new Set<string>();
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"#]*)/.exec(tag)![1]!,
  );
  for (const href of links) {
    if (!cssCache.has(href)) {
      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
      cssCache.set(href, classesDefinedBy(await answer.text()));
    }
    for (const name of cssCache.get(href)!) defined.add(name);
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    for (const name of classesDefinedBy(css!)) defined.add(name);
  }
  return defined;
}

/** For each page, the classes its HTML uses that a stylesheet defines, but not one the page links. */
async function unlinkedClasses(request: APIRequestContext, paths: string[]): Promise<Record<string, string[]>> {
  const styled = classesOfTheBuild();
  const missing: Record<string, string[]> = {};
  for (const path of paths) {
    const answer = await request.get(path, { headers: { accept: "text/html" }, maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    const html = await answer.text();
    const linked = await classesLinkedBy(request, html);
    const unlinked = [...classesUsedBy(html)].filter((name) => styled.has(name) && !linked.has(name));
    if (unlinked.length) missing[path] = unlinked;
  }
  return missing;
}

test.describe("the server's HTML links every stylesheet its classes need", () => {
  test.skip(() => test.info().project.name !== "desktop", "the HTML is the same at every width");

  test("public pages, articles, sign-in pages and the programmes' public pages", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    const paths = new Set([
      ...publicPageRoutes(),
      ...fromSitemap,
      "/client-sign-in",
      "/claims/track",
      "/search?q=claims",
      "/auth/signin",
      "/staff/sign-in",
      "/auth/forgot-password",
      "/documents/popia-policy/versions",
      ...programmes.flatMap((programme) =>
        programme.slug === "rs-regal"
          ? [`/${programme.slug}/about`]
          : [`/${programme.slug}/about`, `/${programme.slug}/sign-in`],
      ),
    ]);
    expect(await unlinkedClasses(request, [...paths])).toEqual({});
  });

  test("every page of every programme, signed in", async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    const missing: Record<string, string[]> = {};
    for (const programme of programmes) {
      // Signed in through the sign-in API, as the sign-in page's script does: this test reads HTML, and drawing nine
      // sign-in pages in a browser would only add time (the sign-in pages have tests of their own).
      const request = await playwright.request.newContext({ baseURL });
      const signedIn = await request.post(`/api/auth/${programme.context}/sign-in/email`, {
        data: { email: e2eEmail(programme.context), password: E2E_PASSWORD },
        headers: { origin: baseURL! },
      });
      expect(signedIn.status(), `${programme.slug}: sign-in`).toBe(200);
      const paths = [
        ...programme.pages.filter((p) => p.path !== "sign-in").map((p) => `/${programme.slug}/${p.path}`),
        `/${programme.slug}/account`,
        `/${programme.slug}/claims`,
        `/${programme.slug}/requests`,
        `/${programme.slug}/documents`,
        // A public page, as a signed-in member gets it: rendered for them, with their programme's header.
        "/claims-handling/report-a-claim",
      ];
      Object.assign(missing, await unlinkedClasses(request, paths));
      await request.dispose();
    }
    expect(missing).toEqual({});
  });

  test("the back office's pages", async ({ page }) => {
    await openAsStaff(page, "/staff", E2E_ADMIN_EMAIL);
    const paths = staffPages.filter((p) => p.frame === "staff" && !p.path.includes(":")).map((p) => `/${p.path}`);
    paths.push("/staff/programmes/Pepkor");
    expect(await unlinkedClasses(page.request, paths)).toEqual({});
  });
});
