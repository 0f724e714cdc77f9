/**
 * Plain text from content files (FAQ answers, intros): a blank line starts a
 * new paragraph, and e-mail addresses become links, so editors never write HTML.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; address: string };

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Splits text into paragraphs of text and e-mail parts. */
export function plainTextParagraphs(text: string): TextPart[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((paragraph) => {
      const parts: TextPart[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(EMAIL)) {
        // A sentence may end right after the address: the full stop is not part of it.
        const address = match[0].replace(/\.+$/, '');
        if (match.index > last) parts.push({ kind: 'text', text: paragraph.slice(last, match.index) });
        parts.push({ kind: 'email', address });
        last = match.index + address.length;
      }
      if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) });
      return parts;
    });
}

/** The paragraphs back as text, for structured data. */
export function plainTextString(text: string): string {
  return plainTextParagraphs(text)
    .map((parts) => parts.map((part) => (part.kind === 'text' ? part.text : part.address)).join(''))
    .join('\n\n');
}
