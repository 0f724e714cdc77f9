/**
 * The plumbing of the security suite (security-suite.test.ts): every request
 * it makes, tallied per endpoint; the hostile bodies it sends; what the
 * backend has stored, read back over HTTP; the routes `local/` defines,
 * read from its sources; and the table printed at the end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join, relative } from 'node:path';
import { backendOrigin } from './helpers.ts';
import { SERVICE_ROLE_KEY } from './supabase-clients.ts';

// ---------------------------------------------------------------------------
// Every request, tallied

export interface Tally {
  inputs: number;
  /** The exact requests answered with a 5xx (or not answered at all). */
  fiveXx: string[];
  /** What a hostile request left behind, described. */
  stored: string[];
}

const tallies = new Map<string, Tally>();
/** 429 answers without a `Retry-After`, as `endpoint: request`. */
export const missingRetryAfter: string[] = [];

/** Drops the tally of `endpoint` (the replays that find which request stored a row: their requests are counted once already). */
export function forget(endpoint: string): void {
  tallies.delete(endpoint);
}

export function tallyOf(endpoint: string): Tally {
  let tally = tallies.get(endpoint);
  if (!tally) tallies.set(endpoint, (tally = { inputs: 0, fiveXx: [], stored: [] }));
  return tally;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many services, read loosely
}

/** A request as the report names it: method, path and the start of the body, control characters visible. */
export function describeRequest(method: string, path: string, body?: BodyInit | null, label?: string): string {
  let shown = '';
  if (typeof body === 'string') {
    shown = body.length > 160 ? `${body.slice(0, 120)}… (${body.length} characters)` : body;
  } else if (body instanceof URLSearchParams) {
    shown = body.toString().slice(0, 160);
  } else if (body instanceof Uint8Array) {
    shown = `<${body.length} bytes: ${Buffer.from(body.subarray(0, 16)).toString('hex')}…>`;
  }
  return `${label ? `[${label}] ` : ''}${method} ${path}${shown ? ` ${JSON.stringify(shown)}` : ''}`;
}

/**
 * Sends one request to the backend and counts it for `endpoint`: a 5xx, or
 * no answer at all, is recorded with the exact request; so is a 429 without
 * `Retry-After`.
 */
export async function hit(endpoint: string, path: string, init: RequestInit = {}, label?: string): Promise<Answer> {
  const tally = tallyOf(endpoint);
  tally.inputs += 1;
  const method = init.method ?? 'GET';
  const request = describeRequest(method, path, init.body, label);
  let response: Response;
  // The backend answers an oversized body with 413 before reading it and drops the connection; a body this
  // size goes on a connection of its own, so the next request is not sent on the dropped one.
  const oversized = typeof init.body === 'string' && init.body.length > 1024 * 1024;
  const headers = oversized ? { ...(init.headers as Record<string, string>), Connection: 'close' } : init.headers;
  try {
    response = await fetch(`${backendOrigin()}${path}`, { redirect: 'manual', ...init, headers });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    // The 413 and the dropped connection can reach the client while it is still writing the body: the write
    // then fails (EPIPE, ECONNRESET) before the answer is read. That is the server refusing the body, not a
    // failure of it; whether anything was stored is still checked, and a crashed backend fails every later call.
    if (oversized && (cause?.code === 'EPIPE' || cause?.code === 'ECONNRESET')) {
      return { status: 413, headers: new Headers(), text: '', json: undefined };
    }
    tally.fiveXx.push(`${request} → no answer (${(error as Error).cause ?? (error as Error).message})`);
    return { status: 0, headers: new Headers(), text: '', json: undefined };
  }
  const text = await response.text();
  if (response.status >= 500) tally.fiveXx.push(`${request} → ${response.status} ${text.slice(0, 200)}`);
  if (response.status === 429 && !response.headers.get('retry-after')) {
    missingRetryAfter.push(`${endpoint}: ${request}`);
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/**
 * Sends one JSON request from another loopback address than the suite's own (127.0.0.1), counted for
 * `endpoint`: the backend tells callers apart by their address, so this is a second caller. Linux answers
 * on the whole of 127.0.0.0/8, as the test machines (and the Deno build the tests need) are Linux.
 */
export function hitFrom(
  localAddress: string,
  endpoint: string,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Pick<Answer, 'status' | 'headers' | 'json'>> {
  tallyOf(endpoint).inputs += 1;
  const url = new URL(path, backendOrigin());
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: init.method, headers: init.headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === 'string') headers.set(name, value);
        if (response.statusCode! >= 500)
          tallyOf(endpoint).fiveXx.push(`${init.method} ${path} → ${response.statusCode}`);
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode!, headers, json });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** The report: one row per endpoint, in the order the suite first asked it. */
export function reportRows() {
  return [...tallies].map(([endpoint, tally]) => ({
    endpoint,
    'inputs tried': tally.inputs,
    '5xx seen': tally.fiveXx.length,
    'rows stored that should not be': tally.stored.length,
  }));
}

/** The report as a fixed-width table, for the test log. */
export function formatReport(): string {
  const rows = reportRows();
  const columns = ['endpoint', 'inputs tried', '5xx seen', 'rows stored that should not be'] as const;
  const cells = [columns.map(String), ...rows.map((row) => columns.map((c) => String(row[c])))];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i]!) : value.padStart(widths[i]!))).join(' | ');
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  const total = rows.reduce((n, row) => n + row['inputs tried'], 0);
  const details = [...tallies].flatMap(([endpoint, tally]) => [
    ...tally.fiveXx.map((request) => `5xx    ${endpoint}: ${request}`),
    ...tally.stored.map((what) => `stored ${endpoint}: ${what}`),
  ]);
  return [
    line(cells[0]!),
    rule,
    ...cells.slice(1).map(line),
    rule,
    `${rows.length} endpoints, ${total} inputs`,
    ...(details.length ? ['', 'Requests to look at:', ...details] : []),
  ].join('\n');
}

// ---------------------------------------------------------------------------
// Hostile bodies

/** 5,000 arrays or objects inside each other: a few kilobytes that crash code walking the parsed value. */
export const DEEP_ARRAYS = '['.repeat(5000) + ']'.repeat(5000);
export const DEEP_OBJECTS = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
/** Twenty times the largest body any route of `local/` accepts. */
export const TWO_MB = 2 * 1024 * 1024;

export interface Hostile {
  label: string;
  body: BodyInit | null;
  /** The Content-Type sent; the target's own when undefined, none when null. */
  contentType?: string | null;
  /** Another method than the target's (the functions' list asks a few). */
  method?: string;
}

/** What replaces a field's value. */
export type FieldKind = 'number' | 'null' | 'array' | 'object' | 'nul' | 'deep';

export const ALL_KINDS: FieldKind[] = ['number', 'null', 'array', 'object', 'nul', 'deep'];
/** For fields where any JSON value is acceptable as data, only the values no database may hold. */
export const UNSTORABLE_KINDS: FieldKind[] = ['nul', 'deep'];

export interface FieldSpec {
  path: string[];
  kinds?: FieldKind[];
}

const KIND_LABELS: Record<FieldKind, string> = {
  number: 'a number instead of a string',
  null: 'null',
  array: 'an array instead of a string',
  object: 'an object instead of a string',
  nul: 'a NUL byte in the string',
  deep: '5,000 nested arrays',
};

const DEEP_MARKER = '"__deep_nesting__"';

function at(body: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = body;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** `body` with `value` at `path` (a copy). */
export function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]!] = value;
  return copy;
}

/** The value of `kind` for the field at `path`: a NUL byte goes inside the field's own value, so nothing else is wrong. */
function hostileValue(kind: FieldKind, current: unknown): unknown {
  switch (kind) {
    case 'number':
      return 42;
    case 'null':
      return null;
    case 'array':
      return ['x'];
    case 'object':
      return { value: 'x' };
    case 'nul': {
      const text = typeof current === 'string' && current.length > 1 ? current : 'value';
      return `${text.slice(0, 1)}\u0000${text.slice(1)}`;
    }
    case 'deep':
      return JSON.parse(DEEP_MARKER);
  }
}

/** The whole-body attacks, the same for every JSON endpoint. */
export function bodyAttacks(base: Record<string, unknown>): Hostile[] {
  const valid = JSON.stringify(base);
  return [
    { label: 'invalid JSON', body: '{"email":' },
    { label: 'invalid JSON (single quotes)', body: "{'email': 'a@example.com'}" },
    { label: 'a raw NUL byte in the JSON text', body: `{"email":"a\u0000b@example.com"}` },
    { label: 'bytes that are not UTF-8', body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    { label: '5,000 nested arrays', body: DEEP_ARRAYS },
    { label: '5,000 nested objects', body: DEEP_OBJECTS },
    { label: 'a 2 MB body', body: JSON.stringify({ ...base, padding: 'x'.repeat(TWO_MB) }) },
    // The valid body and a number in one array: no endpoint takes that (PostgREST takes an array of objects only).
    { label: 'an array instead of an object', body: `[${valid},42]` },
    { label: 'a number instead of an object', body: '42' },
    { label: 'a string instead of an object', body: JSON.stringify(valid) },
    { label: 'null instead of an object', body: 'null' },
    { label: 'an empty body', body: '' },
  ];
}

/**
 * Each field of `fields` given each of its hostile kinds, the rest of the body
 * valid. Each attack starts from a body of its own (`base()` anew), so one
 * accepted by mistake (an account made) does not change how the next is answered.
 */
export function fieldAttacks(base: () => Record<string, unknown>, fields: FieldSpec[]): Hostile[] {
  const list: Hostile[] = [];
  for (const { path, kinds = ALL_KINDS } of fields) {
    for (const kind of kinds) {
      const valid = base();
      let body = JSON.stringify(withField(valid, path, hostileValue(kind, at(valid, path))));
      if (kind === 'deep') body = body.replace(DEEP_MARKER, DEEP_ARRAYS);
      list.push({ label: `${path.join('.')}: ${KIND_LABELS[kind]}`, body });
    }
  }
  return list;
}

/** The attacks on a form-encoded endpoint (the hosted checkout's forms, siteverify). */
export function formAttacks(base: Record<string, string>): Hostile[] {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const list: Hostile[] = Object.keys(base).map((name) => ({
    label: `${name}: a NUL byte`,
    body: form({ ...base, [name]: `${base[name]!.slice(0, 1)}\u0000${base[name]!.slice(1)}` }),
  }));
  list.push(
    ...Object.keys(base).map((name) => ({
      label: `${name}: CR/LF and a header`,
      body: form({ ...base, [name]: `${base[name]}\r\nBcc: all@example.test` }),
    })),
    { label: 'a 2 MB form', body: form({ ...base, padding: 'x'.repeat(TWO_MB) }) },
    { label: 'broken percent-encoding', body: 'email=%ZZ&name=%&country=%E0%A4%A' },
    { label: '5,000 nested brackets as a field', body: `${'a['.repeat(5000)}=1&value=${DEEP_ARRAYS}` },
    { label: 'bytes that are not UTF-8', body: new Uint8Array([0x65, 0x6d, 0x3d, 0xff, 0xfe]) },
    { label: 'JSON instead of a form', body: JSON.stringify(base), contentType: 'application/json' },
    {
      label: 'a multipart body that cannot be read',
      body: 'not a form',
      contentType: 'multipart/form-data; boundary=x',
    },
    {
      label: 'a NUL byte and no Content-Type',
      body: form({ ...base, email: 'a\u0000@example.com' }),
      contentType: null,
    },
    { label: 'an empty body', body: '' },
  );
  return list;
}

// ---------------------------------------------------------------------------
// What the backend has stored, read back over HTTP

const SERVICE_HEADERS = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** The public tables a browser or a function writes, each counted through PostgREST with the service role. */
export const COUNTED_TABLES = [
  'contact_forms',
  'subscribers',
  'back_in_stock_requests',
  'users',
  'webhook_events',
  'recaptcha_verifications',
];

async function readJson(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${backendOrigin()}${path}`, { headers });
  if (!response.ok) throw new Error(`reading ${path} answered ${response.status}: ${await response.text()}`);
  return { headers: response.headers, body: await response.json() };
}

export type Counts = Record<string, number>;

/**
 * How many rows each store holds: the public tables, Auth's users, the mail
 * outbox and the platform's events (orders paid).
 */
export async function countStored(): Promise<Counts> {
  const counts: Counts = {};
  for (const table of COUNTED_TABLES) {
    counts[table] = (await readJson(`/rest/v1/${table}?select=*`, SERVICE_HEADERS)).body.length;
  }
  const users = await readJson('/auth/v1/admin/users?per_page=1', SERVICE_HEADERS);
  counts['auth users'] = Number(users.headers.get('x-total-count'));
  counts['mails'] = (await readJson('/_local/mail')).body.length;
  counts['platform events'] = (await readJson('/_local/events')).body.length;
  return counts;
}

/** What grew between two counts, as "table +n". */
export function grown(before: Counts, after: Counts): string[] {
  return Object.keys(after)
    .filter((key) => after[key]! > (before[key] ?? 0))
    .map((key) => `${key} +${after[key]! - (before[key] ?? 0)}`);
}

// ---------------------------------------------------------------------------
// The routes local/ defines

/**
 * Every route `local/` defines for a method that carries a body (POST, PUT,
 * PATCH, and `all`), read from its sources as `file METHOD pattern`, so that a
 * route added later cannot escape the sweep unnoticed.
 */
export function routesInSources(root = 'local'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        // The first argument: a string literal, or an expression such as PATHS[0].
        for (const match of source.matchAll(
          /\b(?:app|api|auth)\.(post|put|patch|all)\(\s*(?:(['"`])(.*?)\2|([\w.[\]]+))/g,
        )) {
          found.push(`${relative(root, path)} ${match[1]!.toUpperCase()} ${match[3] ?? match[4]}`);
        }
      }
    }
  };
  walk(root);
  return found.sort();
}

// ---------------------------------------------------------------------------
// The functions' own list of malformed requests, replayed over HTTP

/**
 * The requests of `supabase/functions/_shared/malformed-requests.ts` as
 * hostile bodies for the running backend. Its "declared length over the
 * limit" is left out: Node's fetch refuses to send a Content-Length that is
 * not the body's, so it can only be played in process (the functions' own
 * tests do).
 */
export async function fromMalformed(list: { label: string; request: () => Request }[]): Promise<Hostile[]> {
  const hostile: Hostile[] = [];
  for (const { label, request } of list) {
    if (label === 'a declared length over the limit') continue;
    const built = request();
    const bytes = new Uint8Array(await built.arrayBuffer());
    let body: BodyInit = bytes;
    try {
      body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Not UTF-8 on purpose: sent as the bytes they are.
    }
    hostile.push({
      label,
      method: built.method,
      body: built.method === 'GET' || built.method === 'HEAD' ? null : body,
      contentType: built.headers.get('content-type'),
    });
  }
  return hostile;
}
