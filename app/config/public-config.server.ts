import type { PublicConfig } from "#app/lib/browser/public-config.ts";
import { env } from "./env.server.ts";

/**
 * The settings pages need from the environment. Prerendered pages take them
 * at build time, which is why `npm start` rebuilds when they change.
 */
export function publicConfig(): PublicConfig {
  const { ASSET_BASE_URL, SITE_URL, PORT, GTM_ID } = env();
  return {
    assetBase: ASSET_BASE_URL?.replace(/\/+$/, "") ?? "",
    siteUrl: (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, ""),
    gtmId: GTM_ID ?? "",
  };
}
