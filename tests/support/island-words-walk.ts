/**
 * The groups of words a module reads, with everything it imports (statically
 * or on demand) inside src/: the names it imports from `~/i18n/index.ts`.
 * Read from the sources, so a group read only after a click counts too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../src');
const NOT_GROUPS = new Set(['currentLocale', 'href']);
const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:([\w*\s{},]+?)\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(specifier: string, from: string): string | null {
  const path = specifier.startsWith('~/')
    ? resolve(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  return path && existsSync(path) && /\.(ts|tsx)$/.test(path) ? path : null;
}

/** Group names read by `file` and the modules it reaches. */
export function groupsReadBy(file: string): Set<string> {
  const groups = new Set<string>();
  const seen = new Set<string>();
  const pending = [resolve(file)];
  while (pending.length) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const [, typeOnly, names, specifier, dynamic] = match;
      const target = specifier ?? dynamic!;
      if (typeOnly) continue;
      if (target === '~/i18n/index.ts') {
        for (const name of (names ?? '').replace(/[{}]/g, '').split(',')) {
          const imported = name
            .trim()
            .split(/\s+as\s+/)[0]!
            .replace(/^type\s+/, '');
          if (imported && !NOT_GROUPS.has(imported) && !name.trim().startsWith('type ')) groups.add(imported);
        }
        continue;
      }
      const next = resolveImport(target, current);
      if (next) pending.push(next);
    }
  }
  return groups;
}
