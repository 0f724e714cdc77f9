import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

describe('structured data', () => {
  it('cannot close its script element, whatever the text holds', () => {
    const out = serializeJsonLd({ text: 'Tip: </script><script>alert(1)</script>' });
    expect(out).not.toContain('</script');
    expect(JSON.parse(out)).toEqual({ text: 'Tip: </script><script>alert(1)</script>' });
  });
});
