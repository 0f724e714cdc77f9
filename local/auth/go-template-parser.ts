/**
 * Reads a Go template (the subset go-template.ts describes) into a tree of
 * text, prints, variable declarations and `if` blocks, refusing anything
 * outside the subset when the template is compiled, not when a mail is sent.
 */

export type Value = string | number | boolean;
export type Data = Readonly<Record<string, Value>>;

export type Expr =
  | { kind: 'field'; name: string }
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: string | number }
  | { kind: 'call'; fn: string; args: Expr[] };

export type Node =
  | { kind: 'text'; text: string }
  | { kind: 'print'; expr: Expr }
  | { kind: 'declare'; name: string; expr: Expr }
  | { kind: 'if'; condition: Expr; then: Node[]; otherwise: Node[] };

export class GoTemplateError extends Error {
  override name = 'GoTemplateError';
}

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

export function parseNodes(source: string): Node[] {
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
