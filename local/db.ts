import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The project's real migrations, applied in file-name order as `supabase db push` does. */
const SUPABASE_MIGRATIONS = join(root, 'supabase', 'migrations');
/** The embedded backend's own tables (checkouts, orders, mail), kept apart from the shop's schema. */
const LOCAL_MIGRATIONS = join(root, 'local', 'schema');
/** What a Supabase project provides before any migration: API roles and their default privileges. */
const PLATFORM_SETUP = join(root, 'local', 'supabase-platform.sql');

export type Database = PGlite;

/** Claims of the request's JWT, as PostgREST hands them to Postgres. */
export interface RequestClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  [claim: string]: unknown;
}

/**
 * Opens the database: in memory when `dataDir` is null, else persisted there.
 * Applies every migration not applied yet.
 */
export async function openDatabase(dataDir: string | null): Promise<Database> {
  // Never below 128 MB: with less, PGlite aborts the whole process, uncatchably.
  const db = new PGlite(dataDir ?? undefined, { initialMemory: 256 * 1024 * 1024 });
  await db.waitReady;
  await applyMigrations(db);
  return db;
}

async function applyMigrations(db: Database): Promise<void> {
  await db.exec(`
    create schema if not exists local_meta;
    create table if not exists local_meta.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Set(
    (await db.query<{ name: string }>('select name from local_meta.migrations')).rows.map((r) => r.name),
  );
  // Idempotent, so it runs at every start: a database made before it existed gets it too.
  await db.exec(await readFile(PLATFORM_SETUP, 'utf8'));
  for (const dir of [SUPABASE_MIGRATIONS, LOCAL_MIGRATIONS]) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files) {
      const name = `${dir === SUPABASE_MIGRATIONS ? 'supabase' : 'local'}/${file}`;
      if (applied.has(name)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into local_meta.migrations (name) values ($1)', [name]);
      });
    }
  }
}

/**
 * Runs `work` the way PostgREST runs a request: inside a transaction, as the
 * JWT's role, with `request.jwt.claims` set, so row-level security applies.
 */
export async function asRequest<T>(
  db: Database,
  claims: RequestClaims,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    // Role names cannot be bound as parameters; only the three known roles pass the type above.
    await tx.exec(`set local role ${claims.role}`);
    return work(tx);
  });
}

/** Empties every table the shop and the backend write to, keeping the schema (tests only). */
export async function truncateAll(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string }>(`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname in ('public', 'auth', 'local')
  `);
  if (rows.length) await db.exec(`truncate ${rows.map((r) => r.name).join(', ')} cascade`);
}
