/**
 * The committed `Database` type (supabase/functions/_shared/database.types.ts)
 * is what the migrations give: a migration changed without the types, or the
 * types edited by hand, fails here with the command that brings them in step.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_COMMAND, DATABASE_TYPES_FILE, generateDatabaseTypes } from '../../scripts/database-types.ts';

describe('the Database type of supabase-js', () => {
  // The migrations run in a fresh PGlite: slower than most unit tests on a busy machine.
  it('is what supabase/migrations generate', { timeout: 120_000 }, async () => {
    const committed = await readFile(DATABASE_TYPES_FILE, 'utf8');
    const generated = await generateDatabaseTypes();
    expect(
      committed,
      `supabase/functions/_shared/database.types.ts is out of step with supabase/migrations: run \`${DATABASE_TYPES_COMMAND}\` and commit the file`,
    ).toBe(generated);
  });
});
