/**
 * Resolves at the shopper's first sign of interaction with the page: the
 * pointer moves, presses or clicks (a screen reader's click comes alone), a
 * key goes down, something takes focus, a finger touches, the wheel turns.
 * Parts of an island that nobody can use before then (the desktop menus)
 * load their code at that moment rather than with the page.
 */
const SIGNS = ['pointermove', 'pointerdown', 'click', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

let interaction: Promise<void> | undefined;

export function firstInteraction(): Promise<void> {
  interaction ??= new Promise((resolve) => {
    const interacted = () => {
      for (const type of SIGNS) window.removeEventListener(type, interacted, true);
      resolve();
    };
    for (const type of SIGNS) window.addEventListener(type, interacted, { capture: true, passive: true });
  });
  return interaction;
}
