/**
 * Drives the progress bar of NavigationProgress.astro: it starts when the
 * shopper leaves for another page, creeps forward while that page loads, and
 * the page that arrives completes it, never sooner than 200 ms after the
 * navigation started (the arriving page's time origin is that start).
 */
import { arrivedFromShopPage, onLeavingPage, onPageRestored } from './leaving-page.ts';
import { PROGRESS_CEILING, PROGRESS_START, progressDoneDelay, trickle } from './navigation-feedback.ts';

export const PROGRESS_BAR_ID = 'navigation-progress';
const TRICKLE_EVERY_MS = 300;
/** Matches the bar's CSS transition, so it is seen reaching the end before it hides. */
const FINISH_MS = 200;

/** Called once per page, by the page start's module. */
export function installProgressBar(): void {
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
  const hide = () => {
    stopTimers();
    render(0, false);
  };

  onLeavingPage(() => {
    stopTimers();
    render(PROGRESS_START);
    trickling = setInterval(() => render(trickle(progress)), TRICKLE_EVERY_MS);
  });
  onPageRestored(hide);

  // This page is the one the bar was waiting for: it completes here.
  if (arrivedFromShopPage()) {
    render(PROGRESS_CEILING);
    timers.push(
      setTimeout(
        () => {
          render(1);
          timers.push(setTimeout(hide, FINISH_MS));
        },
        // The page's clock starts with the navigation that brought it.
        progressDoneDelay(performance.now()),
      ),
    );
  }
}
