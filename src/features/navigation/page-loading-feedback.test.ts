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

/** The client router's events around a navigation. */
const startNavigation = (path: string) =>
  document.dispatchEvent(
    Object.assign(new Event('astro:before-preparation'), { to: new URL(path, 'http://shop.test') }),
  );
const swapInNewPage = () => document.dispatchEvent(new Event('astro:after-swap'));

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

  it('completes 200 ms after the start when the page comes sooner, then hides', () => {
    startNavigation('/about');
    vi.advanceTimersByTime(50);
    swapInNewPage();
    vi.advanceTimersByTime(149);
    expect(barValue()).toBeLessThan(100);
    vi.advanceTimersByTime(1);
    expect(barValue()).toBe(100);
    expect(bar().hidden).toBe(false);
    vi.advanceTimersByTime(200);
    expect(bar().hidden).toBe(true);
  });

  it('completes at once when the page took longer than 200 ms', () => {
    startNavigation('/about');
    vi.advanceTimersByTime(700);
    swapInNewPage();
    vi.advanceTimersByTime(0);
    expect(barValue()).toBe(100);
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
});
