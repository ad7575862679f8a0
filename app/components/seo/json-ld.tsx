import { useNonce } from "#app/components/nonce";

/** Structured data is data, not code: `<` is escaped so no string can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, "");
}

/** A JSON-LD block (schema.org) for search engines, one per call. */
export function JsonLd({ data }: { data: Record<string, unknown> | Array<Record<string, unknown>> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised and escaped above
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
