import type { InlineHashes } from "./prerendered-pages.ts";

export interface SecurityOptions {
  production: boolean;
  /** A tag manager container is configured, so its hosts are allowed. */
  tagManager: boolean;
  /** Origin of the content delivery host for images and video, if any. */
  assetOrigin?: string;
}

/**
 * The only pages another site may supply inside ours: the OpenStreetMap and
 * privacy-enhanced YouTube players, which load only when a visitor asks
 * (app/components/offices, app/components/widgets/Teaser).
 */
export const EMBED_ORIGINS = ["https://www.openstreetmap.org", "https://www.youtube-nocookie.com"];

const TAG_MANAGER_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];

/**
 * The Content-Security-Policy for one response. Scripts run only from this
 * origin, or inline with this response's nonce (a page rendered for the
 * request) or with a hash the policy lists (a prerendered page, whose inline
 * scripts are known at build time: decision 0015); no other inline script,
 * no eval, no plugins, no framing of the site by anyone.
 */
export function contentSecurityPolicy(inline: string | InlineHashes, options: SecurityOptions): string {
  const assets = options.assetOrigin ? [options.assetOrigin] : [];
  const tags = options.tagManager ? TAG_MANAGER_HOSTS : [];
  const scripts = typeof inline === "string" ? [`'nonce-${inline}'`] : inline.scripts;
  const styles = typeof inline === "string" ? [] : inline.styles;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, ...tags],
    "style-src": ["'self'", ...styles],
    "img-src": ["'self'", "data:", ...assets, ...tags],
    "media-src": ["'self'", ...assets],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...tags],
    "frame-src": EMBED_ORIGINS,
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Headers every response carries, whatever its kind. Without a nonce, all but the Content-Security-Policy: an
 * answer the same for everyone (server/memory-answers.ts) adds its own, made once.
 */
export function securityHeaders(nonce: string | undefined, options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {
    ...(nonce !== undefined && { "Content-Security-Policy": contentSecurityPolicy(nonce, options) }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  // Browsers ignore HSTS over plain HTTP, so it is harmless on localhost, but
  // development servers are sometimes reached over TLS on shared names.
  if (options.production) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
