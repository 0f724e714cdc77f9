/**
 * Renders a parsed Go template with its data as Go's `html/template` does for
 * the subset go-template.ts describes: every printed value escaped for HTML,
 * Go's truth, and the built-in functions `eq`, `len`, `print` and `printf`
 * with Go's rules.
 */
import { escapeUTF8 } from 'entities';
import { GoTemplateError, type Data, type Expr, type Node, type Value } from './go-template-parser.ts';

type Scopes = Array<Map<string, Value>>;

export function render(nodes: Node[], data: Data, scopes: Scopes): string {
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
