/**
 * Cross-Origin-Resource-Policy (decision 0051). Every answer of the server says `same-origin`
 * (server/security-headers.ts): no other site may load it into its own page, which keeps a private file (a claim's
 * photograph, an attachment, a client's PDF, an editor-only picture) out of reach of a page that guesses its
 * address and of side channels such as Spectre. A public image says `cross-origin` instead, so that webmail
 * (which shows the e-mails' logo from its own origin, through its image proxy or not) and web feed readers
 * (which show the feeds' pictures inside their pages) can show it: the e-mail logo and the site's drawings in
 * build/client (server/build-files.ts), and a library picture the public site shows (app/routes/picture.tsx).
 * Nothing else: what is not an image, or is not public, keeps the server's `same-origin`.
 */
export const RESOURCE_POLICY_HEADER = "Cross-Origin-Resource-Policy";

/** The headers that let other sites show a public image. */
export const publicImageHeaders = { [RESOURCE_POLICY_HEADER]: "cross-origin" } as const;

/** Whether a file of the client build, of this content type, is one other sites may show (every build file is public). */
export function sharedAcrossOrigins(contentType: string): boolean {
  return contentType.startsWith("image/");
}
