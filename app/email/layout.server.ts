import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import { createElement as h, type CSSProperties, type ReactNode } from "react";

import { INK } from "#app/config/ink.ts";
import { site } from "#app/config/site.ts";
import { footerLines, type Block, type EmailContent } from "./content.ts";

/**
 * The one layout of every e-mail the site sends (decision 0038), drawn with
 * React Email: the group's logo and name, the message, how to reach us and
 * the group's registered details. Written with createElement rather than JSX:
 * Node runs the scripts and the end-to-end server from source (type stripping,
 * which takes no .tsx), and they reach this module through notify. The logo
 * is served from the site's own
 * origin (public/images/email/logo.png), never a third party; its alt text
 * and the name beside it carry the header when images are off. Colours are
 * the site's, each at least 7:1 against its background.
 */

const { accent: ACCENT, text: TEXT, muted: MUTED } = INK;
const TINT = "#f3f7f5";

const font = "Arial, Helvetica, sans-serif";
const styles = {
  body: { backgroundColor: TINT, margin: 0, padding: "24px 0", fontFamily: font, color: TEXT },
  container: { backgroundColor: "#ffffff", maxWidth: "600px", margin: "0 auto", padding: "24px 32px" },
  name: { fontSize: "18px", fontWeight: 700, color: ACCENT, margin: "0 0 0 12px" },
  h1: { fontSize: "22px", lineHeight: "28px", color: TEXT, margin: "16px 0 8px" },
  h2: { fontSize: "17px", lineHeight: "24px", color: TEXT, margin: "20px 0 4px" },
  p: { fontSize: "15px", lineHeight: "23px", color: TEXT, margin: "12px 0", whiteSpace: "pre-line" },
  note: { fontSize: "13px", lineHeight: "20px", color: MUTED, margin: "12px 0" },
  quote: {
    fontSize: "15px",
    lineHeight: "23px",
    color: TEXT,
    margin: "12px 0",
    padding: "8px 16px",
    borderLeft: `4px solid ${ACCENT}`,
    backgroundColor: TINT,
    whiteSpace: "pre-line",
  },
  button: {
    backgroundColor: ACCENT,
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 700,
    padding: "12px 20px",
    borderRadius: "4px",
    textDecoration: "none",
  },
  address: { fontSize: "13px", lineHeight: "19px", color: MUTED, margin: "6px 0 16px", wordBreak: "break-all" },
  link: { color: ACCENT, textDecoration: "underline" },
  factLabel: { fontSize: "14px", color: MUTED, padding: "4px 16px 4px 0", verticalAlign: "top", textAlign: "left" },
  factValue: { fontSize: "14px", color: TEXT, padding: "4px 0", verticalAlign: "top", whiteSpace: "pre-line" },
  footer: { fontSize: "12px", lineHeight: "18px", color: MUTED, margin: "6px 0" },
} satisfies Record<string, CSSProperties>;

function emailBlock(block: Block, key: number): ReactNode {
  switch (block.kind) {
    case "paragraph":
      return h(Text, { key, style: styles.p }, block.text);
    case "note":
      return h(Text, { key, style: styles.note }, block.text);
    case "heading":
      return h(Heading, { key, as: "h2", style: styles.h2 }, block.text);
    case "quote":
      return h("blockquote", { key, style: styles.quote }, block.text);
    case "action":
      // The button says where it goes; the address under it is plain text, to copy where a button does not work.
      return h(
        Section,
        { key, style: { margin: "16px 0 0" } },
        h(Button, { href: block.href, style: styles.button }, block.label),
        h(Text, { style: styles.address }, block.href),
      );
    case "facts":
      return h(
        "table",
        {
          key,
          role: "presentation",
          cellPadding: 0,
          cellSpacing: 0,
          style: { margin: "12px 0", borderCollapse: "collapse" },
        },
        h(
          "tbody",
          null,
          block.rows.map((row, i) =>
            h(
              "tr",
              { key: i },
              h("th", { scope: "row", style: styles.factLabel }, row.label),
              h("td", { style: styles.factValue }, row.value || "-"),
            ),
          ),
        ),
      );
  }
}

export function EmailLayout({ content, siteUrl }: { content: EmailContent; siteUrl: string }) {
  const header = h(
    "table",
    { role: "presentation", cellPadding: 0, cellSpacing: 0 },
    h(
      "tbody",
      null,
      h(
        "tr",
        null,
        h(
          "td",
          null,
          h(Img, { src: `${siteUrl}/images/email/logo.png`, width: "40", height: "40", alt: `${site.name} logo` }),
        ),
        h("td", null, h(Text, { style: styles.name }, site.name)),
      ),
    ),
  );
  return h(
    Html,
    { lang: "en-ZA", dir: "ltr" },
    h(Head, null, h("title", null, content.heading)),
    h(Preview, null, content.heading),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        header,
        h(Hr, { style: { borderColor: ACCENT, borderWidth: "2px 0 0", margin: "12px 0" } }),
        h(Heading, { as: "h1", style: styles.h1 }, content.heading),
        content.greeting ? h(Text, { style: styles.p }, `Dear ${content.greeting},`) : null,
        content.blocks.map(emailBlock),
        content.contact?.length ? h(Text, { style: styles.p }, content.contact.join("\n")) : null,
        h(Hr, { style: { borderColor: "#c9d3ce", margin: "24px 0 12px" } }),
        h(
          Text,
          { style: styles.footer },
          h(Link, { href: siteUrl, style: styles.link }, `${site.name} website`),
          ` · ${site.phone}`,
        ),
        footerLines().map((line) => h(Text, { key: line, style: styles.footer }, line)),
      ),
    ),
  );
}

/** The HTML part of a message, for the outbox (app/email/notify.server.ts). */
export function renderEmailHtml(content: EmailContent, siteUrl: string): Promise<string> {
  return render(h(EmailLayout, { content, siteUrl }));
}
