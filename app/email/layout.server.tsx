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
import type { CSSProperties } from "react";

import { site } from "#app/config/site.ts";
import { footerLines, type Block, type EmailContent } from "./content.ts";

/**
 * The one layout of every e-mail the site sends (decision 0038), drawn with
 * React Email: the group's logo and name, the message, how to reach us and
 * the group's registered details. The logo is served from the site's own
 * origin (public/images/email/logo.png), never a third party; its alt text
 * and the name beside it carry the header when images are off. Colours are
 * the site's, each at least 7:1 against its background.
 */

const ACCENT = "#0b483b";
const TEXT = "#1b2420";
const MUTED = "#4a5651";
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

function EmailBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return <Text style={styles.p}>{block.text}</Text>;
    case "note":
      return <Text style={styles.note}>{block.text}</Text>;
    case "heading":
      return (
        <Heading as="h2" style={styles.h2}>
          {block.text}
        </Heading>
      );
    case "quote":
      return <blockquote style={styles.quote}>{block.text}</blockquote>;
    case "action":
      // The button says where it goes; the address under it is plain text, to copy where a button does not work.
      return (
        <Section style={{ margin: "16px 0 0" }}>
          <Button href={block.href} style={styles.button}>
            {block.label}
          </Button>
          <Text style={styles.address}>{block.href}</Text>
        </Section>
      );
    case "facts":
      return (
        <table
          role="presentation"
          cellPadding={0}
          cellSpacing={0}
          style={{ margin: "12px 0", borderCollapse: "collapse" }}
        >
          <tbody>
            {block.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row" style={styles.factLabel}>
                  {row.label}
                </th>
                <td style={styles.factValue}>{row.value || "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function EmailLayout({ content, siteUrl }: { content: EmailContent; siteUrl: string }) {
  return (
    <Html lang="en-ZA" dir="ltr">
      <Head>
        <title>{content.heading}</title>
      </Head>
      <Preview>{content.heading}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <table role="presentation" cellPadding={0} cellSpacing={0}>
            <tbody>
              <tr>
                <td>
                  <Img src={`${siteUrl}/images/email/logo.png`} width="40" height="40" alt={`${site.name} logo`} />
                </td>
                <td>
                  <Text style={styles.name}>{site.name}</Text>
                </td>
              </tr>
            </tbody>
          </table>
          <Hr style={{ borderColor: ACCENT, borderWidth: "2px 0 0", margin: "12px 0" }} />
          <Heading as="h1" style={styles.h1}>
            {content.heading}
          </Heading>
          {content.greeting ? <Text style={styles.p}>{`Dear ${content.greeting},`}</Text> : null}
          {content.blocks.map((block, i) => (
            <EmailBlock key={i} block={block} />
          ))}
          {content.contact?.length ? <Text style={styles.p}>{content.contact.join("\n")}</Text> : null}
          <Hr style={{ borderColor: "#c9d3ce", margin: "24px 0 12px" }} />
          <Text style={styles.footer}>
            <Link href={siteUrl} style={styles.link}>
              {site.name} website
            </Link>
            {" · "}
            {site.phone}
          </Text>
          {footerLines().map((line) => (
            <Text key={line} style={styles.footer}>
              {line}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a message, for the outbox (app/email/notify.server.ts). */
export function renderEmailHtml(content: EmailContent, siteUrl: string): Promise<string> {
  return render(<EmailLayout content={content} siteUrl={siteUrl} />);
}
