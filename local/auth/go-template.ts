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
import { escapeUTF8 } from 'entities';

type Value = string | number | boolean;
type Data = Readonly<Record<string, Value>>;

type Expr =
  | { kind: 'field'; name: string }
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: string | number }
  | { kind: 'call'; fn: string; args: Expr[] };

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; expr: Expr }
  | { kind: 'declare'; name: string; expr: Expr }
  | { kind: 'if'; condition: Expr; then: Node[]; otherwise: Node[] };

export class GoTemplateError extends Error {
  override name = 'GoTemplateError';
}

/** A compiled template: renders `data` (the template's `.Field`s) to a string. */
export type GoTemplate = (data: Data) => string;

/** Parses `source` once; throws `GoTemplateError` for syntax outside the subset above. */
export function compileGoTemplate(source: string): GoTemplate {
  const nodes = parseNodes(source);
  return (data) => render(nodes, data, [new Map()]);
}

// ---------------------------------------------------------------- parsing

/** Splits `source` into text and the insides of `{{ … }}`, skipping `}}` within quoted strings. */
function* pieces(source: string): Generator<{ text: string } | { action: string }> {
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open < 0) {
      yield { text: source.slice(at) };
      return;
    }
    if (open > at) yield { text: source.slice(at, open) };
    if (source.startsWith('/*', open + 2)) {
      // A comment ends at the first `*/}}`, whatever it says.
      const close = source.indexOf('*/}}', open + 4);
      if (close < 0) throw new GoTemplateError(`unclosed comment at ${open}`);
      at = close + 4;
      continue;
    }
    let i = open + 2;
    let quoted = false;
    for (; i < source.length; i++) {
      const ch = source[i];
      if (quoted && ch === '\\') i++;
      else if (ch === '"') quoted = !quoted;
      else if (!quoted && source.startsWith('}}', i)) break;
    }
    if (i >= source.length) throw new GoTemplateError(`unclosed action at ${open}`);
    yield { action: source.slice(open + 2, i) };
    at = i + 2;
  }
}

function parseNodes(source: string): Node[] {
  // The innermost open block is last; `else` switches where its nodes go.
  const root: Node[] = [];
  const open: Array<{ node: Extract<Node, { kind: 'if' }>; inElse: boolean }> = [];
  const target = () => {
    const block = open.at(-1);
    return block ? (block.inElse ? block.node.otherwise : block.node.then) : root;
  };
  for (const piece of pieces(source)) {
    if ('text' in piece) {
      target().push({ kind: 'text', text: piece.text });
      continue;
    }
    const action = piece.action;
    if (action.startsWith('-') || action.endsWith('-')) throw new GoTemplateError('trim markers are not supported');
    const tokens = tokenize(action);
    const [first, second] = tokens;
    if (first === 'if') {
      const node: Extract<Node, { kind: 'if' }> = {
        kind: 'if',
        condition: parseCommand(tokens.slice(1)),
        then: [],
        otherwise: [],
      };
      target().push(node);
      open.push({ node, inElse: false });
    } else if (first === 'else') {
      const block = open.at(-1);
      if (!block || block.inElse || tokens.length > 1) throw new GoTemplateError('unexpected {{ else }}');
      block.inElse = true;
    } else if (first === 'end') {
      if (!open.pop() || tokens.length > 1) throw new GoTemplateError('unexpected {{ end }}');
    } else if (first?.startsWith('$') && second === ':=') {
      target().push({ kind: 'declare', name: first, expr: parseCommand(tokens.slice(2)) });
    } else {
      target().push({ kind: 'print', expr: parseCommand(tokens) });
    }
  }
  if (open.length) throw new GoTemplateError('missing {{ end }}');
  return root;
}

/** The words of an action: quoted strings whole, parentheses on their own. */
function tokenize(action: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|[()]|[^\s()"]+)/gy;
  let read = 0;
  for (let match = pattern.exec(action); match; match = pattern.exec(action)) {
    tokens.push(match[1]!);
    read = pattern.lastIndex;
  }
  if (action.slice(read).trim()) throw new GoTemplateError(`cannot read {{${action}}}`);
  return tokens;
}

const FUNCTIONS = new Set(['eq', 'len', 'print', 'printf']);

/** One command: a single operand, or a function and its arguments. */
function parseCommand(tokens: string[]): Expr {
  const [head, ...rest] = tokens;
  if (head === undefined) throw new GoTemplateError('empty command');
  if (tokens.includes('|')) throw new GoTemplateError('pipes are not supported');
  if (FUNCTIONS.has(head)) return { kind: 'call', fn: head, args: parseOperands(rest) };
  const operands = parseOperands(tokens);
  if (operands.length !== 1) throw new GoTemplateError(`${head} is not a function`);
  return operands[0]!;
}

function parseOperands(tokens: string[]): Expr[] {
  const operands: Expr[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === '(') {
      let depth = 1;
      let j = i + 1;
      for (; j < tokens.length && depth; j++) depth += tokens[j] === '(' ? 1 : tokens[j] === ')' ? -1 : 0;
      if (depth) throw new GoTemplateError('unclosed (');
      operands.push(parseCommand(tokens.slice(i + 1, j - 1)));
      i = j - 1;
    } else if (token.startsWith('"')) {
      operands.push({ kind: 'literal', value: stringLiteral(token) });
    } else if (/^-?\d+$/.test(token)) {
      operands.push({ kind: 'literal', value: Number(token) });
    } else if (/^\.[A-Za-z_]\w*$/.test(token)) {
      operands.push({ kind: 'field', name: token.slice(1) });
    } else if (/^\$[A-Za-z_]\w*$/.test(token)) {
      operands.push({ kind: 'variable', name: token });
    } else {
      throw new GoTemplateError(`unsupported operand ${token}`);
    }
  }
  return operands;
}

/** A double-quoted literal; the escapes Go shares with JSON (quote, backslash, `n`, `t`, `u00e9`) read the same. */
function stringLiteral(token: string): string {
  try {
    return JSON.parse(token) as string;
  } catch {
    throw new GoTemplateError(`unsupported string literal ${token}`);
  }
}

// -------------------------------------------------------------- rendering

type Scopes = Array<Map<string, Value>>;

function render(nodes: Node[], data: Data, scopes: Scopes): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'print') out += escapeUTF8(String(evaluate(node.expr, data, scopes)));
    else if (node.kind === 'declare') scopes.at(-1)!.set(node.name, evaluate(node.expr, data, scopes));
    else {
      // A variable declared inside a branch ends with it, as in Go.
      const branch = truth(evaluate(node.condition, data, scopes)) ? node.then : node.otherwise;
      out += render(branch, data, [...scopes, new Map()]);
    }
  }
  return out;
}

function evaluate(expr: Expr, data: Data, scopes: Scopes): Value {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'field':
      if (!Object.hasOwn(data, expr.name)) throw new GoTemplateError(`no field .${expr.name} in the data`);
      return data[expr.name]!;
    case 'variable': {
      const scope = scopes.findLast((s) => s.has(expr.name));
      if (!scope) throw new GoTemplateError(`undefined variable ${expr.name}`);
      return scope.get(expr.name)!;
    }
    case 'call':
      return call(
        expr.fn,
        expr.args.map((arg) => evaluate(arg, data, scopes)),
      );
  }
}

/** Go's truth: false, 0 and the empty string are false. */
const truth = (value: Value) => value !== false && value !== 0 && value !== '';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

function call(fn: string, args: Value[]): Value {
  switch (fn) {
    case 'eq': {
      const [first, ...others] = args;
      if (first === undefined || !others.length) throw new GoTemplateError('eq needs at least two arguments');
      if (others.some((other) => typeof other !== typeof first)) {
        throw new GoTemplateError('eq: incompatible types for comparison');
      }
      return others.includes(first);
    }
    case 'len': {
      const [value] = args;
      if (args.length !== 1 || typeof value !== 'string') throw new GoTemplateError('len takes one string');
      return utf8Length(value);
    }
    case 'print':
      // fmt.Sprint: a space between two operands when neither is a string.
      return args
        .map((arg, i) =>
          i > 0 && typeof arg !== 'string' && typeof args[i - 1] !== 'string' ? ` ${String(arg)}` : String(arg),
        )
        .join('');
    case 'printf': {
      const [format, ...rest] = args;
      if (typeof format !== 'string') throw new GoTemplateError('printf needs a format string');
      return sprintf(format, rest);
    }
    default:
      throw new GoTemplateError(`unsupported function ${fn}`);
  }
}

/** fmt.Sprintf for `%s` (precision `.N` or `.*`), `%d` and `%%`. */
function sprintf(format: string, args: Value[]): string {
  const queue = [...args];
  const next = () => {
    if (!queue.length) throw new GoTemplateError(`printf ${JSON.stringify(format)}: missing argument`);
    return queue.shift()!;
  };
  const out = format.replace(/%(?:\.(\d+|\*))?(.)/g, (_, precision: string | undefined, verb: string) => {
    if (verb === '%' && precision === undefined) return '%';
    const limit = precision === '*' ? next() : precision === undefined ? undefined : Number(precision);
    if (limit !== undefined && (typeof limit !== 'number' || limit < 0)) {
      throw new GoTemplateError('printf: a precision must be a whole number');
    }
    const value = next();
    if (verb === 's' && typeof value === 'string') {
      return limit === undefined ? value : [...value].slice(0, limit).join('');
    }
    if (verb === 'd' && typeof value === 'number' && limit === undefined) return String(Math.trunc(value));
    throw new GoTemplateError(`printf: %${precision ? `.${precision}` : ''}${verb} is not supported for this value`);
  });
  if (queue.length) throw new GoTemplateError(`printf ${JSON.stringify(format)}: too many arguments`);
  return out;
}
