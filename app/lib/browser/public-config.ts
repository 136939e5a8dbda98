import { useRouteLoaderData } from "react-router";

/** Settings the browser needs, from the root loader (read from the environment at build or request time). */
export interface PublicConfig {
  /** Origin that serves images and video, without a trailing slash; "" for this site. */
  assetBase: string;
  /** The site's public origin, for canonical URLs and structured data. */
  siteUrl: string;
  /** Google Tag Manager container, or "" for none (then no tag manager loads, whatever the visitor chooses). */
  gtmId: string;
}

export const DEFAULT_SITE_URL = "http://localhost:3000";

export function usePublicConfig(): PublicConfig {
  const data = useRouteLoaderData("root") as PublicConfig | undefined;
  return data ?? { assetBase: "", siteUrl: DEFAULT_SITE_URL, gtmId: "" };
}
