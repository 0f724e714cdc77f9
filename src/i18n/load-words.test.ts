/**
 * A module loaded on demand fetches the groups the page lacks and merges them
 * into the page's words; a failed fetch leaves them missing (reading still
 * fails by name) and the next load asks again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageWords } from './catalogue.ts';
import { auth, contact, toasts } from './index.ts';
import { groupData, onDemandAddress } from './island-words.ts';
import { provideWords } from './page-words.ts';
import { messagesFor } from './server.ts';

let page: PageWords;
let fetchMock: ReturnType<typeof vi.fn>;

/** The file the build writes for `group`, as the server sends it. */
const fileOf = (group: 'auth' | 'contact') => new Response(JSON.stringify(groupData('fr-CA', group)), { status: 200 });

beforeEach(() => {
  vi.resetModules();
  // A French page carrying only its first words, as PageWords.astro writes it.
  page = { locale: 'fr-CA', groups: { toasts: messagesFor('fr-CA').toasts }, onDemand: onDemandAddress('fr-CA') };
  provideWords(() => page);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  // The setup's provider again: the whole English catalogue.
  provideWords(() => ({ locale: 'en-CA', groups: messagesFor('en-CA') }));
});

const fresh = () => import('./load-words.ts');

describe('loading words on demand', () => {
  it('fetches a group the page lacks from its address and merges it, templates working', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(fileOf('auth')));
    const { loadWords } = await fresh();
    expect(() => auth.close).toThrow(/"auth"/);
    await loadWords(['auth']);
    expect(fetchMock).toHaveBeenCalledWith(`${onDemandAddress('fr-CA')}auth.json`);
    expect(auth.close).toBe(messagesFor('fr-CA').auth.close);
    expect(toasts.close).toBe('Fermer la notification'); // the page's own words are still there
    expect(auth.tooShort(8)).toBe(messagesFor('fr-CA').auth.tooShort(8));
    expect(auth.tooShort(8)).toContain('8');
  });

  it('fetches nothing the page carries, and one request for loaders asking at once', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(fileOf('contact')));
    const { loadWords } = await fresh();
    await Promise.all([loadWords(['toasts', 'contact']), loadWords(['contact'])]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadWords(['contact']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(contact.dialogTitle).toBe(messagesFor('fr-CA').contact.dialogTitle);
  });

  it('leaves a group that did not load missing, and asks again next time', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    const { loadWords } = await fresh();
    await expect(loadWords(['auth'])).rejects.toThrow(/"auth".*503/);
    expect(() => auth.close).toThrow(/"auth"/);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadWords(['auth'])).rejects.toThrow('Failed to fetch');
    fetchMock.mockImplementation(() => Promise.resolve(fileOf('auth')));
    await loadWords(['auth']);
    expect(auth.close).toBe(messagesFor('fr-CA').auth.close);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives a module only once its words are there, and not at all when they fail', async () => {
    const { withWords } = await fresh();
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const module = { shown: () => auth.close };
    let arrived: typeof module | undefined;
    const loading = withWords(['auth'], () => Promise.resolve(module))().then((loaded) => (arrived = loaded));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(arrived).toBeUndefined(); // its code is here, its words not yet
    answer(fileOf('auth'));
    await loading;
    expect(arrived!.shown()).toBe(messagesFor('fr-CA').auth.close);

    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(withWords(['contact'], () => Promise.resolve(module))()).rejects.toThrow(/"contact"/);
  });

  it('refuses a group the page neither carries nor has an address for', async () => {
    page = { locale: 'fr-CA', groups: {} };
    const { loadWords } = await fresh();
    await expect(loadWords(['auth'])).rejects.toThrow(/auth/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
