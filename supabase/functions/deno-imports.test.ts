/**
 * Each Edge Function's deno.json maps its packages to the very versions the
 * shop installs (package-lock.json), so the code deployed to Supabase runs
 * with the library versions its tests ran with. A deno.json left behind when
 * package.json moves on fails here; so does an import Deno would fetch from
 * elsewhere than the npm registry (jsr:, https:), which neither these tests
 * nor the lock can pin.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const functionsDir = join(root, 'supabase', 'functions');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

const packageJson = readJson(join(root, 'package.json')) as Record<string, Record<string, string> | undefined>;
const lock = readJson(join(root, 'package-lock.json')) as { packages: Record<string, { version?: string }> };
const declared = { ...packageJson.dependencies, ...packageJson.devDependencies };

/** Folders that deploy as functions: the ones with an entry point (`_shared` has none). */
const functionNames = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(functionsDir, entry.name, 'index.ts')))
  .map((entry) => entry.name);

/** `npm:name@version/sub/path` as its parts; null for any other kind of specifier. */
function npmSpecifier(target: string): { name: string; version: string } | null {
  const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)(?:\/.*)?$/.exec(target);
  return match ? { name: match[1]!, version: match[2]! } : null;
}

describe("the Edge Functions' imports on Deno", () => {
  it('finds the functions', () => {
    expect(functionNames).toEqual(expect.arrayContaining(['order-paid', 'resend-activation']));
  });

  it.each(functionNames)('%s has its own deno.json', (name) => {
    expect(existsSync(join(functionsDir, name, 'deno.json'))).toBe(true);
  });

  const imports = functionNames.flatMap((name) => {
    const path = join(functionsDir, name, 'deno.json');
    if (!existsSync(path)) return [];
    const map = (readJson(path) as { imports?: Record<string, string> }).imports ?? {};
    return Object.entries(map).map(([specifier, target]) => ({ fn: name, specifier, target }));
  });

  it.each(imports)('$fn: $specifier is the version package-lock.json installs', ({ target }) => {
    const npm = npmSpecifier(target);
    expect(npm, `${target} is not an npm: specifier with a version`).not.toBeNull();
    expect(declared, `${npm!.name} is not a dependency in package.json`).toHaveProperty([npm!.name]);
    expect(npm!.version).toBe(lock.packages[`node_modules/${npm!.name}`]?.version);
  });

  it('reads versions as Deno does', () => {
    expect(npmSpecifier('npm:@supabase/supabase-js@2.119.1')).toEqual({
      name: '@supabase/supabase-js',
      version: '2.119.1',
    });
    expect(npmSpecifier('npm:hono@4.13.19/html')).toEqual({ name: 'hono', version: '4.13.19' });
    expect(npmSpecifier('npm:hono/html')).toBeNull();
    expect(npmSpecifier('jsr:@std/assert@1')).toBeNull();
    expect(npmSpecifier('https://esm.sh/hono@4/html')).toBeNull();
  });
});
