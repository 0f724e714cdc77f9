/**
 * Loads a catalogue page on the server (home, collections, a collection, a
 * product, the shop, search): runs the page's loader, logs a failure, and
 * settles the response's status and cache policy from what it found.
 */
import { settleCatalogPage } from './cache-headers.ts';

/** A loader's data with `incomplete: true` has a part that failed and shows empty: served, but never cached. */
const isIncomplete = (data: object) => 'incomplete' in data && data.incomplete === true;

/** The page's data; or none, with `failed` telling a failure (500) from nothing at the address (404). */
export type LoadedCatalogPage<T> = { data: T; failed: false } | { data: null; failed: boolean };

export async function loadCatalogPage<T extends object>(
  response: ResponseInit & { headers: Headers },
  /** What the page shows, for the log: "product summit-helmet". */
  what: string,
  /** The page's data, or null when nothing is at its address. */
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
