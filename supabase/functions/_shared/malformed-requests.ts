/**
 * Requests a function must refuse with a 4xx (tests): broken JSON, the wrong
 * shapes and types, oversized and badly encoded bodies, other methods. Each
 * `field` is put at `path` with every wrong value, so one list serves every
 * function.
 */

export interface MalformedRequest {
  label: string;
  request: () => Request;
}

const URL_OF = 'http://function.test/';

const post = (body: BodyInit | null, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  new Request(URL_OF, { method: 'POST', headers, body });

/** Values that are never an acceptable string field. */
export const WRONG_VALUES: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['true', true],
  ['false', false],
  ['zero', 0],
  ['a number', 42],
  ['a negative number', -1],
  ['a float', 0.9],
  ['an empty string', ''],
  ['whitespace', '   \n\t'],
  ['an empty array', []],
  ['an array of strings', ['a', 'b']],
  ['an empty object', {}],
  ['an object', { value: 'x' }],
  ['a string over 4096 characters', 'x'.repeat(4097)],
  ['a nested array', [[['token']]]],
  ['a Unicode blank string', '\u00a0\u2003\u3000'],
  ['a huge number', 1e308],
  ['an object posing as a string', { toString: 'x', length: 3 }],
  ['an array of one string', ['token']],
  ['a string with a NUL byte', 'token-1\u0000'],
  ['a string with a line break', 'token-1\r\nBcc: victim@example.test'],
];

/** 5,000 arrays inside each other (about 10 KB): too deep to copy or print, so it goes into the body as text. */
const DEEP_NESTING = '['.repeat(5000) + ']'.repeat(5000);

const BROKEN_BODIES: [string, BodyInit | null][] = [
  ['no body', null],
  ['an empty body', ''],
  ['whitespace', '   '],
  ['truncated JSON', '{"token": "abc"'],
  ['a trailing comma', '{"token": "abc",}'],
  ['single quotes', "{'token': 'abc'}"],
  ['plain text', 'token=abc'],
  ['a JSON string', '"abc"'],
  ['a JSON number', '12'],
  ['JSON null', 'null'],
  ['JSON true', 'true'],
  ['a JSON array', '[]'],
  ['an array of objects', '[{"token":"abc"}]'],
  ['NaN', 'NaN'],
  ['XML', '<token>abc</token>'],
  ['a BOM then garbage', '\uFEFF{garbage'],
  ['a lone surrogate escape', '{"token": "\\ud800"'],
  ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['a body over the size limit', JSON.stringify({ token: 'x'.repeat(64 * 1024) })],
  ['deep nesting', DEEP_NESTING],
];

/** Puts `value` at the dotted `path` of a fresh object (undefined leaves it out). */
function bodyWith(path: string[], value: unknown, base: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = structuredClone(base);
  let at = root;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    at = at[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return root;
}

/**
 * Every malformed request for a function whose body must carry a string at
 * each of `requiredPaths` (e.g. `['token']`, `['contactFormData', 'recaptcha_token']`),
 * starting from a valid `base` body.
 */
export function malformedRequests(base: Record<string, unknown>, requiredPaths: string[][]): MalformedRequest[] {
  const list: MalformedRequest[] = [];
  // Each broken body as JSON, as plain text (what functions-js sends for a string) and with no type at all.
  const types: [string, Record<string, string>][] = [
    ['JSON', { 'Content-Type': 'application/json' }],
    ['text', { 'Content-Type': 'text/plain' }],
    ['untyped', {}],
  ];
  for (const [label, body] of BROKEN_BODIES) {
    for (const [type, headers] of types) {
      list.push({ label: `body (${type}): ${label}`, request: () => post(body, headers) });
    }
  }
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    list.push({ label: `method ${method}`, request: () => new Request(URL_OF, { method }) });
  }
  list.push({
    label: 'a declared length over the limit',
    request: () => post('{}', { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) }),
  });
  for (const path of requiredPaths) {
    for (const [label, value] of WRONG_VALUES) {
      list.push({
        label: `${path.join('.')}: ${label}`,
        request: () => post(JSON.stringify(bodyWith(path, value, base))),
      });
    }
    list.push({
      label: `${path.join('.')}: 5,000 nested arrays`,
      request: () => post(JSON.stringify(bodyWith(path, 'deep-nesting', base)).replace('"deep-nesting"', DEEP_NESTING)),
    });
    // The containing objects themselves replaced by wrong values.
    for (let depth = 1; depth < path.length; depth++) {
      const parent = path.slice(0, depth);
      for (const [label, value] of WRONG_VALUES.filter(([, v]) => typeof v !== 'string')) {
        list.push({
          label: `${parent.join('.')}: ${label}`,
          request: () => post(JSON.stringify(bodyWith(parent, value, base))),
        });
      }
    }
  }
  return list;
}
