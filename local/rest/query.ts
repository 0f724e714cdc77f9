/**
 * The query string of a PostgREST request (`select`, filters, `order`,
 * `limit`, `offset`, `columns`) checked against the schema cache and turned
 * into SQL fragments. Table and column names come only from the schema cache
 * (quoted); every value is a bound parameter.
 */
import { parseError, PostgrestError, unknownBodyColumn, unknownColumn } from './errors.ts';
import { quoteIdent } from './schema.ts';

/** The alias every statement gives its table, so filters never clash with a body record. */
export const ROW = 'r';

/** Collects bound parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Parameters that are not filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const IS_VALUES: Record<string, string> = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' };
/** The most values an `in` list takes; PostgREST has no such limit, a URL has one anyway. */
const MAX_IN_VALUES = 500;

export interface TableRef {
  name: string;
  columns: Set<string>;
}

function column(table: TableRef, name: string): string {
  if (!table.columns.has(name)) throw unknownColumn(table.name, name);
  return `${ROW}.${quoteIdent(name)}`;
}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === ',' && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replaceAll('\\"', '"') : value;

/** `select=a,b,alias:c` (whitespace ignored; `*` is every column) as a SQL select list. */
export function selectList(table: TableRef, select: string | undefined): string {
  const text = (select ?? '*').replace(/\s+/g, '');
  if (text === '') throw parseError('"failed to parse select parameter ()"', 'unexpected end of input');
  return splitTopLevel(text)
    .map((item) => {
      if (item === '*') return `${ROW}.*`;
      if (item.includes('(')) {
        // Embedding related tables needs relationships this server does not serve.
        const relation = item.slice(0, item.indexOf('(')).replace(/^.*:/, '');
        throw new PostgrestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table.name}' and '${relation}' in the schema cache`,
        );
      }
      const match = /^(?:([^:]+):)?([^:]+)$/.exec(item);
      if (!match) throw parseError(`"failed to parse select parameter (${text})"`, `unexpected "${item}"`);
      const [, alias, name] = match;
      return `${column(table, name!)} as ${quoteIdent(alias ?? name!)}`;
    })
    .join(', ');
}

function filterCondition(table: TableRef, key: string, raw: string, params: Params): string {
  const target = column(table, key);
  const negated = raw.startsWith('not.');
  const expression = negated ? raw.slice(4) : raw;
  const dot = expression.indexOf('.');
  const operator = dot < 0 ? '' : expression.slice(0, dot);
  const value = expression.slice(dot + 1);
  let condition: string;
  if (operator in COMPARISONS) {
    condition = `${target} ${COMPARISONS[operator]} ${params.bind(value)}`;
  } else if (operator === 'like' || operator === 'ilike') {
    condition = `${target}::text ${operator} ${params.bind(value.replaceAll('*', '%'))}`;
  } else if (operator === 'is') {
    const literal = IS_VALUES[value.toLowerCase()];
    if (!literal) throw parseError(`"failed to parse filter (${raw})" (line 1, column ${dot + 2})`, 'unexpected value');
    condition = `${target} is ${literal}`;
  } else if (operator === 'in' && value.startsWith('(') && value.endsWith(')')) {
    const items = value.slice(1, -1) === '' ? [] : splitTopLevel(value.slice(1, -1)).map(unquote);
    if (items.length > MAX_IN_VALUES) throw parseError(`"failed to parse filter (${key})"`, 'too many values');
    condition = items.length ? `${target} in (${items.map((v) => params.bind(v)).join(', ')})` : 'false';
  } else {
    throw parseError(`"failed to parse filter (${raw})" (line 1, column 1)`, `unexpected operator "${operator}"`);
  }
  return negated ? `not (${condition})` : condition;
}

/** Every filter of the query string (`col=op.value`, `col=not.op.value`) as one WHERE condition, or null. */
export function whereClause(table: TableRef, search: URLSearchParams, params: Params): string | null {
  const conditions: string[] = [];
  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue;
    conditions.push(filterCondition(table, key, value, params));
  }
  return conditions.length ? conditions.join(' and ') : null;
}

/** `order=a.desc,b.asc.nullslast` as an ORDER BY list. */
export function orderList(table: TableRef, order: string | undefined): string | null {
  if (order === undefined) return null;
  return splitTopLevel(order.replace(/\s+/g, ''))
    .map((item) => {
      const [name = '', ...modifiers] = item.split('.');
      const sql = [column(table, name)];
      for (const modifier of modifiers) {
        if (modifier === 'asc' || modifier === 'desc') sql.push(modifier);
        else if (modifier === 'nullsfirst' || modifier === 'nullslast') sql.push(`nulls ${modifier.slice(5)}`);
        else throw parseError(`"failed to parse order (${order})"`, `unexpected "${modifier}"`);
      }
      return sql.join(' ');
    })
    .join(', ');
}

/** A non-negative whole number from `limit` or `offset`, or undefined when absent. */
export function count(name: 'limit' | 'offset', value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}

/** The `columns` parameter of an insert (`"a","b"`), each a column of the table. */
export function columnsParam(table: TableRef, value: string | null): string[] | undefined {
  if (value === null) return undefined;
  const names = splitTopLevel(value.replace(/\s+/g, '')).map(unquote);
  for (const name of names) if (!table.columns.has(name)) throw unknownBodyColumn(table.name, name);
  return names;
}
