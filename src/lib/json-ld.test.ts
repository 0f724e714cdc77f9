import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

describe('structured data', () => {
  it('cannot close its script element, whatever the text holds', () => {
    const out = serializeJsonLd({ text: 'Tip: </script><script>alert(1)</script>' });
    expect(out).not.toContain('</script');
    expect(JSON.parse(out)).toEqual({ text: 'Tip: </script><script>alert(1)</script>' });
  });
});

describe('structured data, hostile text', () => {
  const hostile = [
    '<!-- <script>alert(1)</script>',
    'A &amp; B > C',
    'line\u2028separator\u2029paragraph',
    '</SCRIPT ><script>window.pwned = 1</script>',
  ];

  it.each(hostile)('holds no markup character and parses back to the same text: %j', (text) => {
    const out = serializeJsonLd({ name: text });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual({ name: text });
  });
});
