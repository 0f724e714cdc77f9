import { createTailwindMerge } from 'tailwind-merge';

/*
 * tailwind-merge's full rule set weighs about 9 KB gzip, more than the pages'
 * JavaScript budgets allow once the header or the cart use a Button. This
 * merger knows only the utilities the shop's primitives set and their callers
 * override (about 2 KB): a class it does not know is kept as it is, never
 * dropped, so an unknown pair is at worst left for CSS to settle.
 */

/** The theme's colour names (src/styles/global.css), Tailwind's palette steps, and the plain colours. */
const THEME_COLOURS = 'brand|brand-strong|brand-soft|page|surface|muted|line|ink|subtle|accent|on-accent';
const colourPattern = new RegExp(
  `^(?:${THEME_COLOURS}|white|black|transparent|current|inherit|[a-z]+-\\d{2,3})(?:/\\d+)?$|^\\[.+\\]$`,
);
const isColour = (value: string) => colourPattern.test(value);
/** Spacing and sizes: 4, 2.5, 1/2, px, auto, full, screen, min, max, fit, an arbitrary [..]. */
const isLength = (value: string) => /^(?:\d+(?:\.\d+)?(?:\/\d+)?|px|auto|full|screen|min|max|fit|\[.+\])$/.test(value);
const isTshirt = (value: string) => /^(?:\d?xs|sm|md|base|lg|\d?xl)$/.test(value);

const sides = ['', 'x', 'y', 't', 'r', 'b', 'l'] as const;
const spacing = (prefix: 'p' | 'm') =>
  Object.fromEntries(sides.map((side) => [prefix + side, [{ [prefix + side]: [isLength] }]]));

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    ...spacing('p'),
    ...spacing('m'),
    gap: [{ gap: [isLength] }],
    w: [{ w: [isLength] }],
    h: [{ h: [isLength] }],
    size: [{ size: [isLength] }],
    'min-w': [{ 'min-w': [isLength] }],
    'max-w': [{ 'max-w': [isLength, isTshirt, 'none', 'prose'] }],
    rounded: [{ rounded: ['', 'none', 'full', isTshirt] }],
    'font-size': [{ text: [isTshirt] }],
    'text-colour': [{ text: [isColour] }],
    'font-weight': [{ font: ['normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    'bg-colour': [{ bg: [isColour] }],
    'border-w': [{ border: ['', '0', '2', '4'] }],
    'border-colour': [{ border: [isColour] }],
    shadow: [{ shadow: ['', 'none', isTshirt] }],
    opacity: [{ opacity: [(value: string) => /^\d+$/.test(value)] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class lists, skipping empty ones; a later class wins over an earlier one of the same kind. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(classes.filter(Boolean).join(' '));
}
