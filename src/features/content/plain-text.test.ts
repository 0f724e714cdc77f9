import { describe, expect, it } from 'vitest';
import { plainTextParagraphs, plainTextString } from './plain-text.ts';

describe('plain text from content files', () => {
  it('starts a new paragraph at each blank line and joins wrapped lines', () => {
    expect(plainTextParagraphs('First line\ncontinues.\n\nSecond paragraph.')).toEqual([
      [{ kind: 'text', text: 'First line continues.' }],
      [{ kind: 'text', text: 'Second paragraph.' }],
    ]);
  });

  it('turns e-mail addresses into their own parts, without the full stop that ends the sentence', () => {
    expect(plainTextParagraphs('Write to support@velonord.ca. We answer fast.')).toEqual([
      [
        { kind: 'text', text: 'Write to ' },
        { kind: 'email', address: 'support@velonord.ca' },
        { kind: 'text', text: '. We answer fast.' },
      ],
    ]);
  });

  it('reads back as the same words, paragraphs kept', () => {
    expect(plainTextString('One\nline.\n\nTwo, at support@velonord.ca.')).toBe(
      'One line.\n\nTwo, at support@velonord.ca.',
    );
  });
});
