/**
 * Serialises structured data for a <script type="application/ld+json">.
 * JSON may hold "</script>" or "<!--" inside a string (an editor's answer, a
 * product name); escaping "<", ">" and "&" keeps such text from closing the
 * script early or opening a comment, and escaping U+2028/U+2029 keeps the
 * text valid wherever it is read as JavaScript. The result parses back to the
 * same data.
 */
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char]!);
}
