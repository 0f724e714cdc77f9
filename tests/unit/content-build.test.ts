/**
 * A content file with a missing or wrong front-matter field, or a page
 * without its twin in the other language, stops the build, and the message
 * names the file and the field. Each case builds a small
 * Astro project that uses the shop's own collections (src/content.config.ts)
 * on copies of the shop's content files, one of them edited as a careless
 * editor might.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const workRoot = join(repo, 'tests/.tmp', `content-build-${process.pid}`);
const astroBin = join(repo, 'node_modules/.bin/astro');

interface BuildResult {
  ok: boolean;
  output: string;
}

/** Builds a project holding the shop's content files, after `edit` has changed one of them. */
async function buildContent(
  name: string,
  edit?: { file: string; change: (text: string) => string } | { remove: string },
): Promise<BuildResult> {
  const root = join(workRoot, name);
  const pages = join(root, 'src/content/pages');
  await mkdir(root, { recursive: true });
  await cp(join(repo, 'src/content/pages'), pages, { recursive: true });
  await writeFile(
    join(root, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
  );
  const shopConfig = relative(join(root, 'src'), join(repo, 'src/content.config.ts'));
  await writeFile(join(root, 'src/content.config.ts'), `export { collections } from '${shopConfig}';\n`);
  if (edit && 'remove' in edit) {
    await rm(join(pages, edit.remove));
  } else if (edit) {
    const file = join(pages, edit.file);
    const before = await readFile(file, 'utf8');
    const after = edit.change(before);
    expect(after, 'the edit changed the file').not.toBe(before);
    await writeFile(file, after);
  }
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [astroBin, 'build', '--root', root],
      { env: { ...process.env, FORCE_COLOR: '0' } },
      (error, stdout, stderr) => resolve({ ok: !error, output: stripVTControlCharacters(`${stdout}\n${stderr}`) }),
    );
  });
}

afterAll(() => rm(workRoot, { recursive: true, force: true }));

describe('content files are checked at build time', { timeout: 60_000 }, () => {
  it('the shop content as it is builds', async () => {
    const result = await buildContent('as-is');
    expect(result.output).not.toContain('does not match collection schema');
    expect(result.ok).toBe(true);
  });

  it('a page without its French twin fails, naming the file to write', async () => {
    const result = await buildContent('no-french-privacy', { remove: 'fr/privacy.md' });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'src/content/pages/fr/privacy.md is missing (the translation of src/content/pages/en/privacy.md)',
    );
    expect(result.output).not.toContain('fr/terms.md is missing');
  });

  it('a French page without its English twin fails too', async () => {
    const result = await buildContent('no-english-faq', { remove: 'en/faq.md' });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'src/content/pages/en/faq.md is missing (the translation of src/content/pages/fr/faq.md)',
    );
  });

  it('a French page is checked against the same schema as the English one', async () => {
    const result = await buildContent('french-no-date', {
      file: 'fr/shipping.md',
      change: (text) => text.replace(/^lastUpdated: .*\n/m, ''),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/content/pages/fr/shipping.md');
    expect(result.output).toMatch(/effective: give the policy a date/);
  });

  it('a policy without its date fails, naming the file and the field', async () => {
    const result = await buildContent('no-date', {
      file: 'en/privacy.md',
      change: (text) => text.replace(/^effective: .*\n/m, ''),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('en/privacy');
    expect(result.output).toContain('src/content/pages/en/privacy.md');
    expect(result.output).toMatch(/effective: give the policy a date/);
  });

  it('a date written in words instead of YYYY-MM-DD fails, naming the file and the field', async () => {
    const result = await buildContent('date-in-words', {
      file: 'en/terms.md',
      change: (text) => text.replace(/^lastUpdated: .*$/m, 'lastUpdated: April 25, 2025'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/content/pages/en/terms.md');
    expect(result.output).toMatch(/lastUpdated: lastUpdated must be a date written as YYYY-MM-DD/);
  });

  it('a missing field deep in a list fails with its full path', async () => {
    const result = await buildContent('no-stat-value', {
      file: 'en/about.md',
      change: (text) => text.replace(/^ {4}- value: 15\+\n {6}label/m, '    - label'),
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('src/content/pages/en/about.md');
    expect(result.output).toMatch(/stats\.items\.0\.value\W+stats\.items\.0\.value: Required/);
  });
});
