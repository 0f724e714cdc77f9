import { describe, expect, it } from 'vitest';
import {
  PROGRESS_CEILING,
  PROGRESS_DONE_AFTER_MS,
  PROGRESS_START,
  progressDoneDelay,
  showsLoadingOverlay,
  trickle,
} from './navigation-feedback.ts';

describe('the Loading overlay', () => {
  it.each(['/', '/shop', '/collections', '/search', '/collection/bike-road-bike', '/product/summit-29', '/shop/'])(
    'shows on the way to %s',
    (path) => expect(showsLoadingOverlay(path)).toBe(true),
  );

  it.each(['/about', '/faq', '/shipping', '/privacy', '/terms', '/contact', '/login', '/account', '/collection/', '/products', '/shopping'])(
    'does not show on the way to %s',
    (path) => expect(showsLoadingOverlay(path)).toBe(false),
  );
});

describe('the progress bar', () => {
  it('is done 200 ms after the navigation started when the page comes sooner', () => {
    expect(PROGRESS_DONE_AFTER_MS).toBe(200);
    expect(progressDoneDelay(1000, 1050)).toBe(150);
    expect(progressDoneDelay(1000, 1000)).toBe(200);
  });

  it('is done at once when the page took longer than 200 ms', () => {
    expect(progressDoneDelay(1000, 1200)).toBe(0);
    expect(progressDoneDelay(1000, 4000)).toBe(0);
  });

  it('creeps forward while waiting, slowing down, and never passes its ceiling', () => {
    let progress = PROGRESS_START;
    const steps: number[] = [];
    for (let i = 0; i < 200; i++) {
      const next = trickle(progress);
      expect(next).toBeGreaterThanOrEqual(progress);
      steps.push(next - progress);
      progress = next;
    }
    expect(steps[0]).toBeGreaterThan(steps[20]!);
    expect(progress).toBe(PROGRESS_CEILING);
    expect(trickle(PROGRESS_CEILING)).toBe(PROGRESS_CEILING);
  });
});
