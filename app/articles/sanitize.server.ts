import sanitizeHtml from "sanitize-html";

/**
 * The one gate an article body passes before it is stored (decision 0013):
 * sanitize-html, a well-kept allowlist sanitiser built on a real HTML parser
 * (htmlparser2), keeps only the tags and attributes below. Everything else is
 * dropped: scripts and styles with their content, every event handler and
 * style attribute, and any link or picture whose address is not http(s),
 * mailto, tel or on this site (so no `javascript:` or `data:`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "strong",
    "em",
    "b",
    "i",
    "br",
    "figure",
    "figcaption",
    "img",
  ],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title"],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // A picture needs its text alternative and an address on this site or the web (https); otherwise it is dropped.
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    (!(frame.attribs.alt ?? "").trim() || !/^(https:\/\/|\/(?!\/))/i.test(frame.attribs.src ?? "")),
  transformTags: {
    // A link that opens elsewhere must not hand the other site a handle on this page. A link within the site
    // (or mailto:, tel:) is the site's own: no rel at all, so never `nofollow` on our own pages (issue 29).
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? "") ? { ...rest, rel: "noopener noreferrer" } : rest,
      };
    },
    // The article's own heading is its h1: a heading 1 in the body becomes a heading 2.
    h1: "h2",
  },
  allowedClasses: {},
};

/** An article body as it may be stored and shown: only the allowed tags and attributes. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
