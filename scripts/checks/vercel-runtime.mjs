// @ts-check
/**
 * After `VERCEL=1 astro build`: every function of `.vercel/output` runs on
 * Node 24, the runtime Vercel deploys (the adapter takes it from the Node
 * that ran the build, which npm's scripts take from the `node` dev dependency).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const EXPECTED = 'nodejs24.x';
const functions = join(process.cwd(), '.vercel/output/functions');
const entries = await readdir(functions, { recursive: true, withFileTypes: true });
const configs = entries.filter((entry) => entry.isFile() && entry.name === '.vc-config.json');
if (!configs.length) throw new Error(`no function configuration under ${functions}`);
for (const entry of configs) {
  const file = join(entry.parentPath, entry.name);
  const { runtime } = JSON.parse(await readFile(file, 'utf8'));
  if (runtime !== EXPECTED) throw new Error(`${file} says runtime ${runtime}, expected ${EXPECTED}`);
}
console.log(`${configs.length} Vercel function(s) on ${EXPECTED}`);
