/**
 * Words shown only by a module loaded on demand (a dialog opened later, the
 * auth client) travel with it, not in the page: the page says where its
 * language's on-demand groups are (`onDemand` in `#page-words`, one JSON file
 * per group, built for every language by src/pages/words/), and the module's
 * loader fetches the groups it reads alongside its code, then merges them into
 * the page's words, so modules keep reading `auth.title` as ever:
 *
 *   const AuthDialogs = lazyWithWords(['auth'], () => import('./AuthDialogs.tsx'));
 *   const start = withWords(['auth'], () => import('./start.ts'));
 *
 * tests/unit/island-words.test.ts checks that every group such a module reads
 * is either on the page or named to its loader (src/i18n/island-words.ts).
 */
import type { GroupName, PageWords } from './catalogue.ts';
import { reviveTemplates } from './message-format.ts';
import { pageWords } from './page-words.ts';

// One request per group and page, shared by every loader asking for it; a failed one is forgotten, so a retry asks again.
const inFlight = new Map<GroupName, Promise<void>>();

async function fetchGroup(words: PageWords, name: GroupName): Promise<void> {
  if (!words.onDemand) throw new Error(`No words "${name}" here`);
  const response = await fetch(`${words.onDemand}${name}.json`);
  if (!response.ok) throw new Error(`Words "${name}": ${response.status}`);
  const group = JSON.parse(await response.text(), reviveTemplates(words.locale)) as PageWords['groups'][GroupName];
  (words.groups as Record<string, unknown>)[name] = group;
}

/** Fetches the groups the page does not carry yet and adds them to its words; resolves once all are there. */
export async function loadWords(names: readonly GroupName[]): Promise<void> {
  const words = pageWords();
  await Promise.all(
    names
      .filter((name) => !(name in words.groups))
      .map((name) => {
        let request = inFlight.get(name);
        if (!request) {
          request = fetchGroup(words, name);
          request.catch(() => inFlight.delete(name));
          inFlight.set(name, request);
        }
        return request;
      }),
  );
}

/** A module's loader that also loads the groups it reads, in parallel: the module arrives once its words are there. */
export function withWords<M>(names: readonly GroupName[], load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadWords(names)]).then(([module]) => module);
}
