/**
 * How deep a JSON text nests, read before it is parsed.
 *
 * The embedded backend's services (Auth, PostgREST, the checkout host) take
 * JSON bodies from anyone. A body of a few kilobytes can nest thousands of
 * arrays or objects, and the code that walks a parsed value (validation,
 * copying, storing) recurses once per level until the stack runs out: a
 * crash where the caller deserves a 400. Every service therefore refuses
 * such a body before parsing it, with this one rule. It reads the text in a
 * single loop (no recursion, so it cannot overflow itself) and imports
 * nothing, like the rest of this folder.
 */

/** The deepest nesting a request body may have; the shop's own bodies nest three or four levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` opens more than `max` arrays or objects inside each other.
 * Brackets inside strings do not count. The text need not be valid JSON:
 * whether it is stays for the parser to say.
 */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}
