// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { listenForShortSwipes } from './swipe-threshold.ts';

/** A toast as sonner renders it mid-swipe, with the text element the pointer is on. */
function swipedToast(x: string, y = '0px') {
  const toast = document.createElement('li');
  toast.setAttribute('data-sonner-toast', '');
  toast.style.setProperty('--swipe-amount-x', x);
  toast.style.setProperty('--swipe-amount-y', y);
  const title = document.createElement('div');
  toast.append(title);
  document.body.append(toast);
  return { toast, title };
}

const swipe = (toast: HTMLElement) => [
  toast.style.getPropertyValue('--swipe-amount-x'),
  toast.style.getPropertyValue('--swipe-amount-y'),
];

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('swiping a toast away', () => {
  it('brings a swipe of 20 px or more up to the library’s own dismiss distance, on either axis and side', () => {
    stop = listenForShortSwipes();
    for (const [x, y, expected] of [
      ['20px', '0px', ['45px', '0px']],
      ['-32px', '0px', ['-45px', '0px']],
      ['0px', '44.5px', ['0px', '45px']],
    ] as const) {
      const { toast, title } = swipedToast(x, y);
      title.dispatchEvent(new Event('pointerup', { bubbles: true }));
      expect(swipe(toast)).toEqual(expected);
    }
  });

  it('leaves shorter swipes, and longer ones, as they are', () => {
    stop = listenForShortSwipes();
    for (const x of ['19.5px', '-12px', '60px', '0px']) {
      const { toast, title } = swipedToast(x);
      title.dispatchEvent(new Event('pointerup', { bubbles: true }));
      expect(swipe(toast)).toEqual([x, '0px']);
    }
  });

  it('stops when the toaster goes', () => {
    listenForShortSwipes()();
    const { toast, title } = swipedToast('25px');
    title.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(swipe(toast)).toEqual(['25px', '0px']);
  });
});
