// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoadingOverlay } from './loading-overlay.ts';
import { installProgressBar, PROGRESS_BAR_ID } from './progress-bar.ts';

/** The two pieces of the layout these scripts drive, as the layout renders them. */
function renderLayoutParts() {
  document.body.innerHTML = `
    <div id="${PROGRESS_BAR_ID}" role="progressbar" aria-label="Page loading" aria-valuenow="0" hidden><div></div></div>
    <div data-loading-overlay data-label="Loading" role="status"><p data-loading-label></p></div>`;
}

/** The browser's Navigation API, which happy-dom lacks: its `navigate` event is all these scripts listen to. */
const navigation = new EventTarget();
Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });

interface Leaving {
  sameDocument?: boolean;
  hashChange?: boolean;
  downloadRequest?: string | null;
  navigationType?: NavigationType;
}

/** The browser starts a navigation from this page to `path` (a link followed, a form sent). */
const startNavigation = (path: string, how: Leaving = {}) =>
  navigation.dispatchEvent(
    Object.assign(new Event('navigate'), {
      destination: { url: new URL(path, location.origin).href, sameDocument: how.sameDocument ?? false },
      hashChange: how.hashChange ?? false,
      downloadRequest: how.downloadRequest ?? null,
      navigationType: how.navigationType ?? 'push',
    }),
  );

/** The browser shows this page again from its back-forward cache. */
const restoreFromCache = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

const bar = () => document.getElementById(PROGRESS_BAR_ID)!;
const barValue = () => Number(bar().getAttribute('aria-valuenow'));
const overlay = () => document.querySelector<HTMLElement>('[data-loading-overlay]')!;
const overlayShown = () => overlay().hasAttribute('data-active');

beforeAll(() => {
  installProgressBar();
  installLoadingOverlay();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  renderLayoutParts();
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('the navigation progress bar', () => {
  it('appears as a navigation starts and creeps forward, ever slower, while the page loads, stopping at 90%', () => {
    startNavigation('/about');
    expect(bar().hidden).toBe(false);
    expect(barValue()).toBe(10);
    /** How far the bar moves in the next 300 ms (one step). */
    const nextStep = () => {
      const before = barValue();
      vi.advanceTimersByTime(300);
      return barValue() - before;
    };
    const firstStep = nextStep();
    vi.advanceTimersByTime(3000);
    const laterStep = nextStep();
    expect(laterStep).toBeGreaterThan(0);
    expect(firstStep).toBeGreaterThan(laterStep);
    vi.advanceTimersByTime(60_000);
    expect(barValue()).toBe(90);
  });

  it.each<[string, Leaving]>([
    ['a hash on the same page', { hashChange: true, sameDocument: true }],
    ["the listing's own history entry", { sameDocument: true }],
    ['a download', { downloadRequest: 'orders.pdf' }],
    ['a reload', { navigationType: 'reload' }],
  ])('stays hidden for %s, where no page is left', (_name, how) => {
    startNavigation('/about', how);
    expect(bar().hidden).toBe(true);
  });

  it('stays hidden on the way to another site', () => {
    startNavigation('https://policies.google.com/privacy');
    expect(bar().hidden).toBe(true);
  });

  it('is cleared when the browser brings the page back from its back-forward cache', () => {
    startNavigation('/about');
    restoreFromCache();
    expect(bar().hidden).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(bar().hidden).toBe(true);
  });
});

describe('the progress bar on the page that arrives', () => {
  /** A fresh page start on a page reached from `referrer`, `elapsed` ms after the navigation started. */
  async function arrive(referrer: string, elapsed: number) {
    vi.resetModules();
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
    vi.advanceTimersByTime(elapsed);
    const { installProgressBar: installOnNewPage } = await import('./progress-bar.ts');
    installOnNewPage();
  }

  afterEach(() => {
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  it('completes 200 ms after the navigation started when the page came sooner, then hides', async () => {
    await arrive(`${location.origin}/about`, 50);
    expect(bar().hidden).toBe(false);
    expect(barValue()).toBe(90);
    vi.advanceTimersByTime(149);
    expect(barValue()).toBe(90);
    vi.advanceTimersByTime(1);
    expect(barValue()).toBe(100);
    expect(bar().hidden).toBe(false);
    vi.advanceTimersByTime(200);
    expect(bar().hidden).toBe(true);
  });

  it('completes at once when the page took longer than 200 ms', async () => {
    await arrive(`${location.origin}/about`, 700);
    vi.advanceTimersByTime(0);
    expect(barValue()).toBe(100);
  });

  it('does not show on a page opened from another site or directly', async () => {
    await arrive('https://www.example.com/', 50);
    expect(bar().hidden).toBe(true);
    await arrive('', 50);
    expect(bar().hidden).toBe(true);
  });
});

describe('the Loading overlay', () => {
  it('covers a navigation to a catalogue page for 500 ms at most, and says Loading', () => {
    startNavigation('/shop');
    expect(overlayShown()).toBe(true);
    expect(overlay().textContent).toBe('Loading');
    vi.advanceTimersByTime(499);
    expect(overlayShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(overlayShown()).toBe(false);
    expect(overlay().textContent).toBe('');
  });

  it.each(['/', '/shop', '/collections', '/search', '/collection/bike-road-bike', '/product/summit-29', '/shop/'])(
    'shows on the way to %s',
    (path) => {
      startNavigation(path);
      expect(overlayShown()).toBe(true);
    },
  );

  it.each(['/about', '/faq', '/shipping', '/contact', '/login', '/account', '/collection/', '/products', '/shopping'])(
    'does not show on the way to %s',
    (path) => {
      startNavigation(path);
      expect(overlayShown()).toBe(false);
    },
  );

  it('is gone when the browser brings the page back from its back-forward cache', () => {
    startNavigation('/shop');
    restoreFromCache();
    expect(overlayShown()).toBe(false);
  });
});
