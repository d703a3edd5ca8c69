/**
 * Structured data as an inline JSON script. `<` is escaped so no text in the
 * data can close the script element; JSON parsers read `\u003c` back as `<`.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
