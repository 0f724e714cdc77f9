/**
 * The groups of words a module reads, with everything it imports (statically
 * or on demand) inside src/: the names it imports from `~/i18n/index.ts`.
 * Read from the sources, so a group read only after a click counts too.
 *
 * A module loaded through `withWords([…], () => import('…'))` or
 * `lazyWithWords([…], () => import('…'))` (src/i18n/load-words.ts) arrives
 * with the groups its loader names: a group read there, and everywhere below
 * it, is read on demand. Any other read needs the group on the page at first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../../src');
const NOT_GROUPS = new Set(['currentLocale', 'href']);
const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:([\w*\s{},]+?)\s+from\s+)?['"]([^'"]+)['"]|(?:(?:lazyWithWords|withWords)\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*)?import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(specifier: string, from: string): string | null {
  const path = specifier.startsWith('~/')
    ? resolve(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  return path && existsSync(path) && /\.(ts|tsx)$/.test(path) ? path : null;
}

const names = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim().replace(/['"]/g, ''))
    .filter(Boolean);

export interface GroupsRead {
  /** Every group the module and what it reaches read. */
  all: Set<string>;
  /** Those read where no loader brought them: the page must carry them at first. */
  atFirst: Set<string>;
}

/** Group names read by `file` and the modules it reaches, and which of them are needed at first. */
export function wordsReadBy(file: string): GroupsRead {
  const read: GroupsRead = { all: new Set(), atFirst: new Set() };
  const seen = new Set<string>();
  const pending: { path: string; loaded: Set<string> }[] = [{ path: resolve(file), loaded: new Set() }];
  while (pending.length) {
    const { path, loaded } = pending.pop()!;
    const key = `${path}|${[...loaded].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const [, typeOnly, imported, specifier, withGroups, dynamic] = match;
      if (typeOnly) continue;
      const target = specifier ?? dynamic!;
      if (target === '~/i18n/index.ts') {
        for (const name of (imported ?? '').replace(/[{}]/g, '').split(',')) {
          const group = name
            .trim()
            .split(/\s+as\s+/)[0]!
            .replace(/^type\s+/, '');
          if (!group || NOT_GROUPS.has(group) || name.trim().startsWith('type ')) continue;
          read.all.add(group);
          if (!loaded.has(group)) read.atFirst.add(group);
        }
        continue;
      }
      const next = resolveImport(target, path);
      if (next) pending.push({ path: next, loaded: new Set([...loaded, ...names(withGroups ?? '')]) });
    }
  }
  return read;
}

/** Every group read by `file` and the modules it reaches, at first or on demand. */
export const groupsReadBy = (file: string): Set<string> => wordsReadBy(file).all;
