// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carryOnLeaving, takeCarriedNotices } from './carried-notices.ts';

const leavePage = () => window.dispatchEvent(new Event('pagehide'));
const LIFETIME_MS = 4000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('toasts carried to the next page', () => {
  it('hands the toasts still on screen to the next page, which shows them once', () => {
    carryOnLeaving({ kind: 'success', title: 'Logged out successfully!' }, LIFETIME_MS);
    vi.advanceTimersByTime(100);
    leavePage();
    expect(takeCarriedNotices()).toEqual([{ kind: 'success', title: 'Logged out successfully!' }]);
    expect(takeCarriedNotices(), 'read once').toEqual([]);
  });

  it('leaves behind a toast whose time is over', () => {
    carryOnLeaving({ kind: 'error', title: 'Failed to log out. Please try again.' }, LIFETIME_MS);
    vi.advanceTimersByTime(2000);
    carryOnLeaving({ kind: 'success', title: 'Signed in successfully!', description: 'Welcome' }, LIFETIME_MS);
    vi.advanceTimersByTime(2500);
    leavePage();
    expect(takeCarriedNotices()).toEqual([
      { kind: 'success', title: 'Signed in successfully!', description: 'Welcome' },
    ]);
  });

  it('leaves behind a toast the shopper closed, and still carries the others', () => {
    const forget = carryOnLeaving({ kind: 'success', title: 'Added to cart' }, LIFETIME_MS);
    carryOnLeaving({ kind: 'error', title: 'Failed to log out. Please try again.' }, LIFETIME_MS);
    forget();
    forget();
    leavePage();
    expect(takeCarriedNotices()).toEqual([{ kind: 'error', title: 'Failed to log out. Please try again.' }]);
  });

  it('carries nothing from a page that announced nothing, or whose toasts were all handed over already', () => {
    leavePage();
    expect(takeCarriedNotices()).toEqual([]);
    carryOnLeaving({ kind: 'success', title: 'Saved' }, LIFETIME_MS);
    leavePage();
    takeCarriedNotices();
    leavePage();
    expect(takeCarriedNotices()).toEqual([]);
  });

  it('ignores what is not a notice in the storage (written by hand or by an older shop)', () => {
    sessionStorage.setItem('shop:carried-notices', '{not json');
    expect(takeCarriedNotices()).toEqual([]);
    sessionStorage.setItem(
      'shop:carried-notices',
      JSON.stringify([{ kind: 'warning', title: 'x' }, { kind: 'error' }, { kind: 'error', title: 'Kept' }]),
    );
    expect(takeCarriedNotices()).toEqual([{ kind: 'error', title: 'Kept' }]);
  });
});
