// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the gate opens once per page. */
const freshGate = async () => (await import('./first-interaction.ts')).firstInteraction;

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

beforeEach(() => vi.resetModules());

describe('the first interaction', () => {
  it('has not come while the shopper only looks at the page (a scroll by the browser is not one)', async () => {
    const firstInteraction = await freshGate();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    expect(await settled(firstInteraction())).toBe(false);
  });

  it.each(['pointermove', 'pointerdown', 'click', 'keydown', 'focusin', 'touchstart', 'wheel'])(
    'comes with the first %s anywhere on the page, for every part waiting on it',
    async (type) => {
      const firstInteraction = await freshGate();
      const first = firstInteraction();
      const second = firstInteraction();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(first)).toBe(true);
      expect(await settled(second)).toBe(true);
      expect(await settled(firstInteraction()), 'and stays come').toBe(true);
    },
  );
});
