import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './description.ts';
import { plainText } from './structured-data.ts';

describe('the product description', () => {
  it('keeps links, marked rel="noopener nofollow" whatever the merchant wrote', () => {
    expect(sanitizeDescription('<p><a href="https://example.com/guide" rel="opener">Guide</a></p>')).toBe(
      '<p><a href="https://example.com/guide" rel="noopener nofollow">Guide</a></p>',
    );
  });

  it('refuses protocol-relative links', () => {
    expect(sanitizeDescription('<a href="//evil.example/x">Go</a>')).not.toContain('evil.example');
  });

  it('drops scripts, handlers and javascript: links', () => {
    const html = sanitizeDescription(
      '<p onclick="alert(1)">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/script|onclick|javascript/i);
  });
});

describe('the description as plain text', () => {
  it('decodes every HTML entity: named, decimal and hex', () => {
    expect(plainText('<p>Caf&eacute; &amp; v&#233;lo &#x2014; 10&nbsp;kg &hellip;</p>')).toBe('Café & vélo — 10 kg …');
  });

  it('gives back the text of entity-encoded markup, not markup that was never there', () => {
    expect(plainText('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
