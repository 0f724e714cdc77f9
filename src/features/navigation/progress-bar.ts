/**
 * Drives the progress bar of NavigationProgress.astro from the client router's
 * events: it starts when a navigation starts, creeps forward while the next
 * page loads, and completes once that page is in, never sooner than 200 ms
 * after the start.
 */
import { PROGRESS_START, progressDoneDelay, trickle } from './navigation-feedback.ts';

export const PROGRESS_BAR_ID = 'navigation-progress';
const TRICKLE_EVERY_MS = 300;
/** Matches the bar's CSS transition, so it is seen reaching the end before it hides. */
const FINISH_MS = 200;

let installed = false;

export function installProgressBar(): void {
  // The layout's script may run again after a navigation; the listeners are set up once.
  if (installed) return;
  installed = true;

  /** When the navigation under way started; undefined between navigations. */
  let startedAt: number | undefined;
  let progress = 0;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let trickling: ReturnType<typeof setInterval> | undefined;

  const bar = () => document.getElementById(PROGRESS_BAR_ID);
  const stopTimers = () => {
    timers.forEach(clearTimeout);
    timers = [];
    clearInterval(trickling);
  };
  const render = (value: number, visible = true) => {
    const element = bar();
    if (!element) return;
    progress = value;
    element.setAttribute('aria-valuenow', String(Math.round(value * 100)));
    (element.firstElementChild as HTMLElement | null)?.style.setProperty('transform', `scaleX(${value})`);
    element.hidden = !visible;
  };

  document.addEventListener('astro:before-preparation', () => {
    stopTimers();
    startedAt = performance.now();
    render(PROGRESS_START);
    trickling = setInterval(() => render(trickle(progress)), TRICKLE_EVERY_MS);
  });

  document.addEventListener('astro:after-swap', () => {
    if (startedAt === undefined) return;
    const doneAt = progressDoneDelay(startedAt, performance.now());
    startedAt = undefined;
    timers.push(
      setTimeout(() => {
        clearInterval(trickling);
        render(1);
        timers.push(setTimeout(() => render(0, false), FINISH_MS));
      }, doneAt),
    );
  });
}
