/**
 * Loads a catalogue page on the server (home, collections, a collection, a
 * product, the shop, search): runs the page's loader, logs a failure, and
 * settles the response's status and cache policy from what it found.
 *
 * A page's route calls it once per render; a French route first, before the
 * answer begins (see `CatalogRoute`), then the English page it draws as a
 * component, which gets the same load.
 */
import type { AstroGlobal } from 'astro';
import { settleCatalogPage } from './cache-headers.ts';
import { oncePerObject } from './once-per-object.ts';

/**
 * What a catalogue page's route reads of `Astro`. A French page draws its
 * English page as a component, and a component's `Astro.response` changes
 * nothing once the answer has begun: so the French page calls the route
 * itself, in its own frontmatter, and the answer carries the page's status
 * (404 for an unknown product) and cache policy in both languages.
 */
export type CatalogRoute = Pick<AstroGlobal, 'response' | 'url' | 'params'>;

/** A loader's data with `incomplete: true` has a part that failed and shows empty: served, but never cached. */
const isIncomplete = (data: object) => 'incomplete' in data && data.incomplete === true;

/** The page's data; or none, with `failed` telling a failure (500) from nothing at the address (404). */
export type LoadedCatalogPage<T> = { data: T; failed: false } | { data: null; failed: boolean };

type PageResponse = ResponseInit & { headers: Headers };

/** The loads of a render, by its response (one object for the page and every component it draws). */
const loadsOf = oncePerObject((_response: PageResponse) => new Map<string, Promise<LoadedCatalogPage<object>>>());

export function loadCatalogPage<T extends object>(
  response: PageResponse,
  /** What the page shows, for the log: "product summit-helmet"; a second call for the same gets the first's load. */
  what: string,
  /** The page's data, or null when nothing is at its address. */
  load: () => Promise<T | null>,
): Promise<LoadedCatalogPage<T>> {
  const ofRender = loadsOf(response);
  let loading = ofRender.get(what) as Promise<LoadedCatalogPage<T>> | undefined;
  if (!loading) {
    loading = settledLoad(response, what, load);
    ofRender.set(what, loading);
  }
  return loading;
}

async function settledLoad<T extends object>(
  response: PageResponse,
  what: string,
  load: () => Promise<T | null>,
): Promise<LoadedCatalogPage<T>> {
  let data: T | null;
  try {
    data = await load();
  } catch (error) {
    console.error(`Failed to load ${what}`, error);
    settleCatalogPage(response, 'failed');
    return { data: null, failed: true };
  }
  settleCatalogPage(response, data === null ? 'missing' : isIncomplete(data) ? 'incomplete' : 'complete');
  return data === null ? { data: null, failed: false } : { data, failed: false };
}
