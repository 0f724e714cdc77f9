/**
 * The shop's mark: a north-pointing peak over a chainring, drawn in
 * currentColor on a 40×40 grid. One source for the header island's logo
 * (Logo.tsx) and the footer's, drawn on the server (Logo.astro); attributes
 * are written as in SVG.
 */
import type { IconShape } from '~/components/ui/icon-shapes.ts';

export const LOGO_VIEW_BOX = '0 0 40 40';

const ring = { cx: '20', cy: '20', r: '17', fill: 'none', stroke: 'currentColor', 'stroke-width': '3' };

export const LOGO_MARK: IconShape = [
  ['circle', ring],
  ['circle', { ...ring, 'stroke-dasharray': '2.6 4.1', transform: 'rotate(8 20 20)', opacity: '.55' }],
  ['path', { d: 'M8 27 17 13l4.5 6.5L25 15l7 12Z', fill: 'currentColor' }],
  ['path', { d: 'M17 13l2 3-2 1.2-1.9-1.2Z', fill: 'var(--page, #fff)', opacity: '.9' }],
];

/** The wordmark's layout: the mark, and the name beside it. */
export const LOGO_CLASSES = {
  wordmark: 'inline-flex items-center gap-2',
  mark: 'h-8 w-8 shrink-0',
  name: 'font-display text-lg font-extrabold tracking-[0.18em] uppercase',
};
