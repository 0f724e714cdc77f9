/**
 * The part of Go's template language that Supabase Auth's e-mail templates
 * under `supabase/templates/` and their subjects in `supabase/config.toml`
 * use, so `local/` sends the same texts from the same files as the live
 * project. Supabase renders them with Go's `html/template`; this renders:
 *
 * - text, `{{/* comments *\/}}`, `{{ .Field }}` (escaped for HTML, as
 *   `html/template` escapes every value it prints; in an `href` Go also
 *   refuses schemes other than http(s) and mailto, and Auth's links are
 *   always http(s)), `{{ $name := … }}` and `{{ $name }}`,
 *   `{{ if … }}…{{ else }}…{{ end }}`;
 * - string and integer literals, `( … )`, and the built-in functions `eq`,
 *   `len`, `print` and `printf` (verbs `%s` with an optional precision, `.N`
 *   or `.*`, `%d` and `%%`), with Go's rules: `len` counts a string's UTF-8
 *   bytes, a precision counts characters, `print` puts a space between two
 *   operands only when neither is a string.
 *
 * Anything else (pipes, `range`, trim markers, other functions, a field the
 * data lacks) is refused when the template is compiled or rendered, so a
 * template that leaves this subset fails `local/`'s tests instead of reading
 * differently here and on Supabase. Go would print a missing field as
 * nothing; here it is an error, which catches a misspelt variable.
 */
import { GoTemplateError, parseNodes, type Data } from './go-template-parser.ts';
import { render } from './go-template-renderer.ts';

export { GoTemplateError };

/** A compiled template: renders `data` (the template's `.Field`s) to a string. */
export type GoTemplate = (data: Data) => string;

/** Parses `source` once; throws `GoTemplateError` for syntax outside the subset above. */
export function compileGoTemplate(source: string): GoTemplate {
  const nodes = parseNodes(source);
  return (data) => render(nodes, data, [new Map()]);
}
