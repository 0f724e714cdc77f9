import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './function-http.ts';

describe('normaliseEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(normaliseEmail('  Ana.Roy@Example.COM ')).toBe('ana.roy@example.com');
  });

  it('refuses what is no address: spaces, header delimiters, other types', () => {
    for (const value of ['ana roy@example.com', 'ana@example', '<ana@example.com>', 'a,b@example.com', 42, null]) {
      expect(normaliseEmail(value)).toBeUndefined();
    }
  });

  it('refuses control characters anywhere in the address (NUL cannot even be looked up)', () => {
    for (const value of [
      'a\u0000na@example.com',
      'ana@exa\u0000mple.com',
      'ana@example.com\u0000',
      'a\u007fna@example.com',
    ]) {
      expect(normaliseEmail(value)).toBeUndefined();
    }
    // Whitespace around it is trimmed first; inside it, CR/LF is refused.
    expect(normaliseEmail('ana@example.com\r\nBcc: x@example.com')).toBeUndefined();
  });
});
