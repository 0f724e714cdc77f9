import { describe, expect, it } from 'vitest';
import { findNul, readJsonBytes, readJsonText } from './json-body.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readJsonBytes', () => {
  it('reads a JSON body, accents and all', () => {
    expect(readJsonBytes(bytes('{"city":"Montréal","lines":[1,2]}'))).toEqual({
      ok: true,
      blank: false,
      value: { city: 'Montréal', lines: [1, 2] },
    });
  });

  it('says a blank body is blank and leaves its meaning to the service', () => {
    expect(readJsonBytes(bytes(''))).toEqual({ ok: true, blank: true, value: undefined });
    expect(readJsonBytes(bytes(' \n '))).toEqual({ ok: true, blank: true, value: undefined });
  });

  it('refuses bytes that are not UTF-8 instead of reading them as U+FFFD', () => {
    const reading = readJsonBytes(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
    expect(reading).toMatchObject({ ok: false, problem: 'not_utf8' });
    // A lone surrogate encoded as UTF-8 (CESU) is not UTF-8 either.
    expect(readJsonBytes(new Uint8Array([0x22, 0xed, 0xa0, 0x80, 0x22]))).toMatchObject({ problem: 'not_utf8' });
  });

  it('refuses a body nested deeper than the limit before parsing it', () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(readJsonBytes(bytes(deep))).toMatchObject({ ok: false, problem: 'too_deep' });
  });

  it('refuses what is not JSON, a raw NUL byte included', () => {
    expect(readJsonText('{"email":')).toMatchObject({ ok: false, problem: 'not_json' });
    expect(readJsonText('{"email":"a\u0000b@example.com"}')).toMatchObject({ ok: false, problem: 'not_json' });
  });

  it('refuses U+0000 in any string, value or key, and says where', () => {
    expect(readJsonText('{"email":"a\\u0000b@example.com"}')).toMatchObject({
      ok: false,
      problem: 'nul',
      path: ['email'],
    });
    expect(readJsonText('{"data":{"full_name":"A\\u0000na"}}')).toMatchObject({ path: ['data', 'full_name'] });
    expect(readJsonText('{"metadata":{"lo\\u0000cale":"fr"}}')).toMatchObject({ path: ['metadata', 'lo\u0000cale'] });
    expect(readJsonText('[{"a":1},{"b":["x","\\u0000"]}]')).toMatchObject({ path: [1, 'b', 1] });
    expect(readJsonText('"\\u0000"')).toMatchObject({ problem: 'nul', path: [] });
  });

  it('takes an escaped backslash before u0000, which is no NUL', () => {
    expect(readJsonText('{"note":"\\\\u0000"}')).toEqual({ ok: true, blank: false, value: { note: '\\u0000' } });
  });
});

describe('findNul', () => {
  it('walks any depth without recursion', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) value = [value];
    expect(findNul(value)).toHaveLength(20_000);
  });
});
