/**
 * Reading a JSON request body from its bytes: the one rule every service of
 * the embedded backend (Auth, PostgREST, the shop host, the platform's API)
 * applies before it looks at what a body says.
 *
 * A body is refused when
 * - its bytes are not UTF-8: decoding leniently would turn them into U+FFFD
 *   and go on with a value nobody sent (WordPress, PostgREST and GoTrue all
 *   answer such a body as invalid JSON);
 * - it nests deeper than `MAX_JSON_DEPTH` (see json-depth.ts);
 * - it is not JSON;
 * - any string in it, key or value, holds U+0000. JSON allows `\u0000`, but
 *   Postgres can store it neither in `text` nor in `jsonb`, so such a value
 *   would fail at the database as a 500. No field of the shop can hold one,
 *   so it is refused up front, whatever the field.
 *
 * Each service turns a refusal into its own 400 (see `problem`). Imports
 * only json-depth.ts.
 */
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';

/** Why a body was refused. */
export type JsonBodyProblem = 'not_utf8' | 'too_deep' | 'not_json' | 'nul';

export type JsonBodyReading =
  /** `blank`: the body was empty or only whitespace (`value` is then undefined); each service says what that means. */
  | { ok: true; blank: boolean; value: unknown }
  | {
      ok: false;
      problem: JsonBodyProblem;
      /** What is wrong, in a phrase a caller can act on. */
      detail: string;
      /** For `nul`: where the string is (object keys and array indexes); empty for the top-level value. */
      path?: (string | number)[];
    };

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The body's text, or undefined when its bytes are not UTF-8. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Where the first string holding U+0000 is in `value` (a key counts as the
 * place it names), or undefined when there is none. Walks with a stack, not
 * recursion, so any depth is safe.
 */
export function findNul(value: unknown): (string | number)[] | undefined {
  interface Place {
    value: unknown;
    key?: string | number;
    parent?: Place;
  }
  const pathOf = (place: Place, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at: Place | undefined = place; at?.parent; at = at.parent) path.unshift(at.key!);
    return path;
  };
  const stack: Place[] = [{ value }];
  while (stack.length) {
    const place = stack.pop()!;
    const current = place.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(place);
    } else if (Array.isArray(current)) {
      current.forEach((item, key) => stack.push({ value: item, key, parent: place }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return pathOf(place, key);
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return undefined;
}

/** Reads a JSON body from its bytes; see the module's comment for what is refused. */
export function readJsonBytes(bytes: ArrayBuffer | Uint8Array): JsonBodyReading {
  const text = decodeUtf8(bytes);
  if (text === undefined) return { ok: false, problem: 'not_utf8', detail: 'the body is not valid UTF-8' };
  return readJsonText(text);
}

/** As `readJsonBytes`, for a body already decoded. */
export function readJsonText(text: string): JsonBodyReading {
  if (!text.trim()) return { ok: true, blank: true, value: undefined };
  if (nestsDeeperThan(text)) {
    return { ok: false, problem: 'too_deep', detail: `nested deeper than ${MAX_JSON_DEPTH} levels` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'not_json', detail: (error as Error).message };
  }
  const path = findNul(value);
  if (path) {
    const where = path.length ? ` (at ${path.join('.')})` : '';
    return { ok: false, problem: 'nul', detail: `a string holds a NUL character (U+0000)${where}`, path };
  }
  return { ok: true, blank: false, value };
}
