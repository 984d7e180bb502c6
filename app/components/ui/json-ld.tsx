import { useStorefront } from "#app/lib/storefront.ts";

/** Structured data for search engines, carrying the response's CSP nonce like every inline script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { nonce } = useStorefront();
  // "<" is escaped so no text in the data can close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide nonce values from the DOM after parsing; the server's value is the one that counts.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
