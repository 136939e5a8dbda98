import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";

import { sanitizeArticleHtml } from "./sanitize.server.ts";

/** Parses HTML as a browser would, to look at what a reader's browser would build from the stored body. */
function parse(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.body;
}

const HOSTILE_URLS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java&#x09;script:alert(1)",
  "&#106;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "//evil.example/x",
  "https://example.com/ok",
  "/media/news/2025",
  "mailto:someone@example.com",
];

const tag = fc.constantFrom(
  "p",
  "a",
  "img",
  "script",
  "style",
  "iframe",
  "svg",
  "math",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "div",
  "span",
  "h1",
  "h2",
  "ul",
  "li",
  "blockquote",
  "figure",
  "template",
  "noscript",
  "textarea",
  "base",
  "meta",
  "link",
  "video",
  "body",
  "details",
  "select",
  "option",
  "title",
  "xmp",
  "SCRIPT",
  "ScRiPt",
);
const attrName = fc.constantFrom(
  "href",
  "src",
  "alt",
  "title",
  "onclick",
  "onerror",
  "onload",
  "onmouseover",
  "ONCLICK",
  "onfocus",
  "style",
  "srcdoc",
  "formaction",
  "action",
  "xlink:href",
  "data-x",
  "class",
  "id",
  "autofocus",
  "background",
);
const attrValue = fc.oneof(
  fc.constantFrom(...HOSTILE_URLS),
  fc.constantFrom("alert(1)", "x", '"><script>alert(1)</script>', "expression(alert(1))"),
  fc.string({ maxLength: 12 }),
);
const quote = fc.constantFrom('"', "'", "");

type Node = string | { tag: string; attrs: [string, string, string][]; children: Node[] };
const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small" },
    fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        "<script>alert(1)</script>",
        "<!--",
        "-->",
        "<![CDATA[",
        "</",
        "<img src=x onerror=alert(1)>",
        "&lt;script&gt;",
        "<svg/onload=alert(1)>",
      ),
    ),
    fc.record({
      tag,
      attrs: fc.array(fc.tuple(attrName, attrValue, quote), { maxLength: 3 }),
      children: fc.array(tie("node"), { maxLength: 3 }),
    }),
  ),
})).node;

function render(n: Node): string {
  if (typeof n === "string") return n;
  const attrs = n.attrs.map(([name, value, q]) => ` ${name}=${q}${value}${q}`).join("");
  return `<${n.tag}${attrs}>${n.children.map(render).join("")}</${n.tag}>`;
}

/** What a browser would build from a stored body that could run script, or fetch from a forbidden address. */
function violations(html: string): string[] {
  const found: string[] = [];
  for (const element of parse(html).querySelectorAll("*")) {
    if (!ALLOWED_TAGS.has(element.tagName)) found.push(`tag ${element.tagName}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(name)) found.push(`attribute ${name}`);
      if ((name === "href" || name === "src") && attribute.value !== null) {
        // What the browser would resolve: only the web, e-mail, phone or this site.
        const url = new URL(attribute.value, "https://site.example/");
        if (!["https:", "http:", "mailto:", "tel:"].includes(url.protocol)) found.push(`${name} ${attribute.value}`);
        if (name === "src" && !/^(https:\/\/|\/(?!\/))/i.test(attribute.value)) found.push(`src ${attribute.value}`);
        if (attribute.value.startsWith("//")) found.push(`${name} ${attribute.value}`);
      }
    }
  }
  return found;
}

const ALLOWED_ATTRIBUTES = new Set(["href", "src", "alt", "title", "rel", "width", "height"]);
const ALLOWED_TAGS = new Set([
  "P",
  "H2",
  "H3",
  "H4",
  "UL",
  "OL",
  "LI",
  "BLOCKQUOTE",
  "A",
  "STRONG",
  "EM",
  "B",
  "I",
  "BR",
  "FIGURE",
  "FIGCAPTION",
  "IMG",
]);

describe("sanitizeArticleHtml", () => {
  it("leaves no script, event handler or scriptable address in any generated hostile body", () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 4 }), (nodes) => {
        const clean = sanitizeArticleHtml(nodes.map(render).join(""));
        expect(violations(clean)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("keeps what an article is made of", () => {
    const html =
      '<h2>Claims</h2><p>Call <a href="tel:0800123456">us</a> or read <a href="https://example.com/x">this</a>.</p>' +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote><p>Quoted</p></blockquote>" +
      '<figure><img src="/media/pictures/abc-640.webp" alt="A hail-damaged car" width="640" height="360"><figcaption>Hail</figcaption></figure>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain("<h2>Claims</h2>");
    expect(clean).toContain('<a href="tel:0800123456">us</a>');
    expect(clean).toContain('<a href="https://example.com/x" rel="noopener noreferrer">this</a>');
    expect(clean).toContain("<blockquote><p>Quoted</p></blockquote>");
    expect(clean).toContain(
      '<img src="/media/pictures/abc-640.webp" alt="A hail-damaged car" width="640" height="360" />',
    );
  });

  it("keeps a link within the site in the same tab and free of nofollow, as the editor wrote it before (issue 29)", () => {
    // What the rich-text editor wrote for every link until issue 29: a new tab and nofollow, on our own pages too.
    const written =
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="/claims/report">Report a claim</a></p>';
    expect(sanitizeArticleHtml(written)).toBe('<p><a href="/claims/report">Report a claim</a></p>');
    expect(sanitizeArticleHtml('<a href="https://example.com" rel="nofollow">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it("drops scripts with their text, handlers, styles and pictures without a text alternative", () => {
    expect(sanitizeArticleHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>')).toBe("<p>Hi</p>");
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeArticleHtml('<img src="https://example.com/a.png">')).toBe("");
    expect(sanitizeArticleHtml('<img src="a.png" alt="Relative">')).toBe("");
    expect(sanitizeArticleHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});
