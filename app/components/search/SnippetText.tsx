import type { SnippetPart } from "#app/search/query.ts";

/** A result's snippet: text, with the words that matched in <mark>. Rendered as text, so nothing in it is HTML. */
export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <>{parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>
  );
}
