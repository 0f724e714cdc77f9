/**
 * Serialises structured data for a <script type="application/ld+json">.
 * JSON may hold "</script>" inside a string (an editor's answer, a product
 * name); escaping "<" keeps such text from closing the script early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
