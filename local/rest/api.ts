/**
 * Supabase's PostgREST (`/rest/v1`), as much of it as the shop and its
 * functions use, so supabase-js's `.from(table)` works unchanged: reads with
 * `select`, filters, `order`, `limit` and `offset`; `single()`; inserts,
 * updates and deletes with `Prefer: return=minimal | representation`.
 *
 * Every request runs as its token's role with the token's claims set
 * (`asRequest`), so the migrations' grants and row-level security decide
 * what it may read and write. Tables and columns are checked against the
 * `public` schema and quoted; values are always bound parameters.
 */
import { Hono } from 'hono';
import type { Transaction } from '@electric-sql/pglite';
import { asRequest, type Database, type RequestClaims } from '../db.ts';
import {
  bodyError,
  fromDatabaseError,
  notSingle,
  parseError,
  PostgrestError,
  unknownBodyColumn,
  unknownTable,
} from './errors.ts';
import { loadSchema, quoteIdent, type SchemaCache } from './schema.ts';
import { columnsParam, count, orderList, Params, ROW, selectList, whereClause, type TableRef } from './query.ts';
import { identify, isRecord, jsonResponse, preferences, range, readJson, wantsObject } from './wire.ts';

/** Rows a statement built as `select coalesce(json_agg(q), '[]') as body from (...) q` produced. */
async function jsonRows(tx: Transaction, sql: string, params: Params): Promise<unknown[]> {
  const { rows } = await tx.query<{ body: unknown[] }>(sql, params.values);
  return rows[0]?.body ?? [];
}

const aggregate = (inner: string) => `select coalesce(json_agg(q), '[]'::json) as body from (${inner}) q`;

export function restApi(db: Database, jwtSecret: string): Hono {
  const api = new Hono();
  let schema: Promise<SchemaCache> | undefined;

  async function tableRef(name: string): Promise<TableRef> {
    schema ??= loadSchema(db);
    const columns = (await schema).get(name);
    if (!columns) throw unknownTable(name);
    return { name, columns };
  }

  /** Runs work as the caller, answering database errors as PostgREST does for the caller's role. */
  async function run<T>(claims: RequestClaims, work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await asRequest(db, claims, work);
    } catch (error) {
      throw fromDatabaseError(error, claims.role === 'anon') ?? error;
    }
  }

  api.onError((error, c) => {
    if (error instanceof PostgrestError) {
      return c.json(error.toBody(), error.status as 400, error.headers);
    }
    console.error('[local] PostgREST failure', error);
    return c.json(
      { code: 'PGRST000', message: 'Something went wrong in the local backend.', details: null, hint: null },
      500,
    );
  });

  api.all('/rpc/:fn', (c) => {
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${c.req.param('fn')} without parameters in the schema cache`,
    );
  });

  api.all('/:table', async (c) => {
    const method = c.req.method;
    if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
      throw new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const claims = await identify(c, jwtSecret);
    const table = await tableRef(c.req.param('table'));
    const search = new URL(c.req.url).searchParams;
    const single = wantsObject(c.req.header('accept'));
    const { representation } = preferences(c.req.header('prefer'));
    const target = `public.${quoteIdent(table.name)} as ${ROW}`;
    const params = new Params();
    const returning = () => selectList(table, search.get('select') ?? undefined);

    /**
     * Runs a write as the caller. With single() asked, a write that did not touch exactly one row
     * is refused inside its transaction, so it is rolled back.
     */
    const write = async (statement: string, status: 200 | 201) => {
      const oneRow = (rows: number) => {
        if (single && rows !== 1) throw notSingle(rows);
      };
      if (!representation) {
        const changed = await run(claims, async (tx) => {
          const rows = (await tx.query(statement, params.values)).affectedRows ?? 0;
          oneRow(rows);
          return rows;
        });
        return c.body(null, status === 201 ? 201 : 204, { 'Content-Range': status === 201 ? '*/*' : range(changed) });
      }
      const sql = `with q as (${statement} returning ${returning()}) select coalesce(json_agg(q), '[]'::json) as body from q`;
      const rows = await run(claims, async (tx) => {
        const written = await jsonRows(tx, sql, params);
        oneRow(written.length);
        return written;
      });
      return jsonResponse(c, status, rows, single, range(rows.length));
    };

    if (method === 'GET' || method === 'HEAD') {
      const columns = returning();
      const where = whereClause(table, search, params);
      const order = orderList(table, search.get('order') ?? undefined);
      const limit = count('limit', search.get('limit') ?? undefined);
      const offset = count('offset', search.get('offset') ?? undefined);
      let sql = `select ${columns} from ${target}`;
      if (where) sql += ` where ${where}`;
      if (order) sql += ` order by ${order}`;
      if (limit !== undefined) sql += ` limit ${params.bind(limit)}`;
      if (offset !== undefined) sql += ` offset ${params.bind(offset)}`;
      const rows = await run(claims, (tx) => jsonRows(tx, aggregate(sql), params));
      return jsonResponse(c, 200, rows, single, range(rows.length, offset));
    }

    if (search.has('limit') || search.has('offset') || search.has('order')) {
      throw parseError('limit, offset and order apply to reads only on this server');
    }

    if (method === 'POST') {
      const body = await readJson(c);
      const records = Array.isArray(body) ? body : [body];
      if (!records.every(isRecord))
        throw bodyError('All object keys must match', 'The body must be an object or an array of objects');
      const listed = columnsParam(table, search.get('columns'));
      const first = Object.keys(records[0] ?? {});
      if (!listed && records.some((r) => Object.keys(r).length !== first.length || first.some((k) => !(k in r)))) {
        throw bodyError('All object keys must match');
      }
      const columns = listed ?? first;
      for (const name of columns) if (!table.columns.has(name)) throw unknownBodyColumn(table.name, name);
      const quoted = columns.map(quoteIdent).join(', ');
      // A record with no columns is a row of defaults.
      const source = columns.length
        ? `(${quoted}) select ${quoted} from json_populate_recordset(null::public.${quoteIdent(table.name)}, ${params.bind(JSON.stringify(records))}::json)`
        : `select from generate_series(1, ${params.bind(records.length)})`;
      return write(`insert into ${target} ${source}`, 201);
    }

    // PATCH and DELETE need a filter: an unfiltered one would change every row the caller may touch.
    let statement: string;
    if (method === 'PATCH') {
      const body = await readJson(c);
      if (!isRecord(body)) throw bodyError('The body of an update must be one object');
      const columns = Object.keys(body);
      for (const name of columns) if (!table.columns.has(name)) throw unknownBodyColumn(table.name, name);
      if (!columns.length) return c.body(null, 204, { 'Content-Range': '*/*' });
      const record = params.bind(JSON.stringify(body));
      const assignments = columns.map((name) => `${quoteIdent(name)} = v.${quoteIdent(name)}`).join(', ');
      statement = `update ${target} set ${assignments} from json_populate_record(null::public.${quoteIdent(table.name)}, ${record}::json) as v`;
    } else {
      statement = `delete from ${target}`;
    }
    const where = whereClause(table, search, params);
    if (!where) {
      throw new PostgrestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
    }
    return write(`${statement} where ${where}`, 200);
  });

  api.all('*', () => {
    throw new PostgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
  });

  return api;
}
