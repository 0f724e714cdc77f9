/**
 * The tables and columns of the `public` schema, read from information_schema
 * once (PostgREST's schema cache). Every table and column a request names is
 * checked against it before it reaches SQL, and then quoted.
 */
import type { Database } from '../db.ts';

export type SchemaCache = Map<string, Set<string>>;

export async function loadSchema(db: Database): Promise<SchemaCache> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type in ('BASE TABLE', 'VIEW')
      order by c.table_name, c.ordinal_position`,
  );
  const schema: SchemaCache = new Map();
  for (const { table_name, column_name } of rows) {
    let columns = schema.get(table_name);
    if (!columns) schema.set(table_name, (columns = new Set()));
    columns.add(column_name);
  }
  return schema;
}

/** An identifier quoted for SQL; only ever called on names found in the schema cache. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
