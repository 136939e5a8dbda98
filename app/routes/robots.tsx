import { publicConfig } from "#app/config/public-config.server.ts";

/**
 * Keeps crawlers out of the client-programme sub-sites, sign-in, the staff pages and the auth
 * API; everything else is public. The programme paths come from docs/architecture.md,
 * “Sign-in contexts” (docs/specification.md, “Programme sub-sites”).
 */
const DISALLOWED = [
  "/auth/",
  "/api/",
  "/staff/",
  "/rs-regal/",
  "/icebolethugroup/",
  "/Truworths/",
  "/Woolworths/",
  "/Massmart/",
  "/Pepkor/",
  "/PepkorTransport/",
  "/NMI/",
  "/city-of-joburg/",
];

export function loader() {
  const { siteUrl } = publicConfig();
  const body = ["User-agent: *", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${siteUrl}/sitemap.xml`, ""];
  return new Response(body.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
