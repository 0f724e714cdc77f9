import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogPage } from './catalog-page.ts';

const newResponse = () => ({ status: 200, headers: new Headers() });

afterEach(() => vi.restoreAllMocks());

describe('loading a catalogue page', () => {
  it('serves what it found with the shared catalogue cache', async () => {
    const response = newResponse();
    expect(await loadCatalogPage(response, 'product a', async () => ({ name: 'A' }))).toEqual({
      data: { name: 'A' },
      failed: false,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=300, stale-while-revalidate=86400');
  });

  it('answers 404, not cached, when nothing is at the address', async () => {
    const response = newResponse();
    expect(await loadCatalogPage(response, 'product a', async () => null)).toEqual({ data: null, failed: false });
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('logs a failure and answers 500, not cached', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = newResponse();
    const failure = new Error('catalogue down');
    const page = await loadCatalogPage(response, 'product a', () => Promise.reject(failure));
    expect(page).toEqual({ data: null, failed: true });
    expect(log).toHaveBeenCalledWith('Failed to load product a', failure);
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('serves a page with a part that failed, but never caches it', async () => {
    const response = newResponse();
    const page = await loadCatalogPage(response, 'the shop', async () => ({ cards: [], incomplete: true }));
    expect(page.data).toEqual({ cards: [], incomplete: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('a page drawn by another (a French page drawing the English one)', () => {
  it('loads once per render: the second call for the same page gets the first load, its status set once', async () => {
    const response = newResponse();
    const load = vi.fn(async () => ({ name: 'A' }));
    const first = loadCatalogPage(response, 'product a', load);
    const second = loadCatalogPage(response, 'product a', load);
    expect(await second).toBe(await first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=300, stale-while-revalidate=86400');
  });

  it('loads again for another render', async () => {
    const load = vi.fn(async () => null);
    await loadCatalogPage(newResponse(), 'product a', load);
    const response = newResponse();
    await loadCatalogPage(response, 'product a', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(response.status).toBe(404);
  });
});
