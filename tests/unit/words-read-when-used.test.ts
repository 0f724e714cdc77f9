/**
 * Islands' modules read the page's words when they are used, never at their
 * top level: the server evaluates a module once for every page and language,
 * so a word read at load would be the first page's on every page after it.
 */
import { globSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { provideWords } from '../../src/i18n/page-words.ts';

const SRC = resolve(import.meta.dirname, '../../src');
const readers = globSync('**/*.{ts,tsx}', { cwd: SRC }).filter(
  (file) => !/\.test\.tsx?$/.test(file) && readFileSync(resolve(SRC, file), 'utf8').includes("'~/i18n/index.ts'"),
);

it('no module reads words as it loads', async () => {
  expect(readers.length).toBeGreaterThan(40);
  provideWords(() => {
    throw new Error('read at load');
  });
  const readAtLoad: string[] = [];
  for (const file of readers) {
    await import(/* @vite-ignore */ resolve(SRC, file)).catch(() => readAtLoad.push(file));
  }
  expect(readAtLoad).toEqual([]);
});
