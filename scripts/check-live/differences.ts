/**
 * How the live check states what it found: a difference is a field the shop
 * needs that a service's answer lacks or shapes otherwise, named by its path
 * in that answer, with what the shop expects and what came. Plain functions,
 * so the check's rules can be read (and tested) apart from its requests.
 */

export interface Finding {
  /** Where in the answer, `data[3].prices.data[0].amount`; empty for the answer as a whole. */
  path: string;
  expected: string;
  found: string;
  /** Something the shop reads past as it is meant to (told, not counted). */
  note?: true;
}

export interface Difference extends Finding {
  /** Which request answered it, `GET /products/{slug}`. */
  read: string;
}

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An expanded relation as the platform sends it: a list envelope. */
export const isListEnvelope = (value: unknown): value is { data: unknown[] } =>
  isObject(value) && Array.isArray(value.data);

/** `data[3].prices`, from a path as zod gives it. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/** Joins a path below another one: `data[3]` and `prices` give `data[3].prices`. */
export function joinPath(base: string, path: string): string {
  if (!base) return path;
  if (!path) return base;
  return path.startsWith('[') ? `${base}${path}` : `${base}.${path}`;
}

/** The value at a zod path in an answer, or undefined where the path leads nowhere. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') value = value[key];
    else if (isObject(value) && typeof key === 'string') value = value[key];
    else return undefined;
  }
  return value;
}

const MAX_TEXT = 48;

/** A value as the report shows it: its kind and a short look at it, never more than a line. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') {
    const shown = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
    return `text ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'number') return `number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (isObject(value)) {
    const keys = Object.keys(value);
    const shown = keys.slice(0, 6).join(', ') + (keys.length > 6 ? ', …' : '');
    return keys.length ? `an object {${shown}}` : 'an empty object';
  }
  return typeof value;
}

/** What a schema's type name means for a shop owner reading the report. */
const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object of named values',
};

/** The part of a zod issue the report needs (zod's mini API gives no readable message of its own). */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  message?: string;
}

/** Marks a schema's own words for what it needs, apart from zod's messages (in English or not, by configuration). */
const NEED = 'needs: ';

/** A schema's error in its own words (`z.int(needs('a whole number of cents'))`), shown as they are. */
export const needs = (expected: string) => ({ error: `${NEED}${expected}` });

function expectedOf(issue: SchemaIssue): string {
  if (issue.message?.startsWith(NEED)) return issue.message.slice(NEED.length);
  if (issue.code === 'invalid_type' && issue.expected) return TYPE_NAMES[issue.expected] ?? issue.expected;
  if (issue.code === 'too_small' && issue.minimum !== undefined) return `at least ${issue.minimum}`;
  if (issue.code === 'too_big' && issue.maximum !== undefined) return `at most ${issue.maximum}`;
  return issue.message && issue.message !== 'Invalid input' ? issue.message : issue.code.replace(/_/g, ' ');
}

/** One finding per issue the shop's own schema raised, the value found read from the answer itself. */
export function issueFindings(issues: readonly SchemaIssue[], answer: unknown, base = ''): Finding[] {
  return issues.map((issue) => ({
    path: joinPath(base, formatPath(issue.path)),
    expected: expectedOf(issue),
    found: describe(valueAt(answer, issue.path)),
  }));
}

/** Whether an error is a schema's (zod's errors carry their issues). */
export function schemaIssues(error: unknown): SchemaIssue[] | null {
  const issues = isObject(error) || error instanceof Error ? (error as { issues?: unknown }).issues : undefined;
  return Array.isArray(issues) ? (issues as SchemaIssue[]) : null;
}

/** Something the shop parses an answer with: its schemas all have `safeParse`. */
export interface ShopSchema {
  safeParse(data: unknown): { success: boolean; error?: { issues: SchemaIssue[] } };
}

/** Every issue of an answer under one of the shop's schemas (zod collects them all, not just the first). */
export function schemaFindings(schema: ShopSchema, answer: unknown, base = ''): Finding[] {
  const result = schema.safeParse(answer);
  return result.success ? [] : issueFindings(result.error?.issues ?? [], answer, base);
}
