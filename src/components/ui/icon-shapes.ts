/**
 * The shapes of the shop's small icons (Lucide's paths, drawn with currentColor
 * on a 24×24 grid): one source for the islands' React icons (icons.tsx) and the
 * server's Astro icons (Icon.astro). Each shape is its own export, so a bundle
 * carries only the icons it draws.
 */

/** One SVG element of an icon: its tag and attributes, as written in SVG. */
export type IconShape = readonly (readonly [
  tag: 'path' | 'circle' | 'line' | 'rect' | 'polyline',
  attributes: Readonly<Record<string, string>>,
])[];

/** What every icon's <svg> carries: decorative, drawn with the text colour. */
export const ICON_SVG_ATTRIBUTES = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  'aria-hidden': 'true',
  focusable: 'false',
} as const;

export const imageOff: IconShape = [
  ['line', { x1: '2', x2: '22', y1: '2', y2: '22' }],
  ['path', { d: 'M10.41 10.41a2 2 0 1 1-2.83-2.83' }],
  ['line', { x1: '13.5', x2: '6', y1: '13.5', y2: '21' }],
  ['line', { x1: '18', x2: '21', y1: '12', y2: '15' }],
  ['path', { d: 'M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59' }],
  ['path', { d: 'M21 15V5a2 2 0 0 0-2-2H9' }],
];

export const cart: IconShape = [
  ['circle', { cx: '8', cy: '21', r: '1' }],
  ['circle', { cx: '19', cy: '21', r: '1' }],
  ['path', { d: 'M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12' }],
];

export const user: IconShape = [
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
];

export const mail: IconShape = [
  ['rect', { width: '20', height: '16', x: '2', y: '4', rx: '2' }],
  ['path', { d: 'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7' }],
];

export const menu: IconShape = [
  ['line', { x1: '4', x2: '20', y1: '12', y2: '12' }],
  ['line', { x1: '4', x2: '20', y1: '6', y2: '6' }],
  ['line', { x1: '4', x2: '20', y1: '18', y2: '18' }],
];

export const sun: IconShape = [
  ['circle', { cx: '12', cy: '12', r: '4' }],
  [
    'path',
    {
      d: 'M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
    },
  ],
];

export const moon: IconShape = [['path', { d: 'M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z' }]];

export const monitor: IconShape = [
  ['rect', { width: '20', height: '14', x: '2', y: '3', rx: '2' }],
  ['line', { x1: '8', x2: '16', y1: '21', y2: '21' }],
  ['line', { x1: '12', x2: '12', y1: '17', y2: '21' }],
];

export const check: IconShape = [['path', { d: 'M20 6 9 17l-5-5' }]];

export const truck: IconShape = [
  ['path', { d: 'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2' }],
  ['path', { d: 'M15 18H9' }],
  ['path', { d: 'M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14' }],
  ['circle', { cx: '17', cy: '18', r: '2' }],
  ['circle', { cx: '7', cy: '18', r: '2' }],
];

export const wrench: IconShape = [
  [
    'path',
    {
      d: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z',
    },
  ],
];

export const mountain: IconShape = [['path', { d: 'm8 3 4 8 5-5 5 15H2L8 3z' }]];

export const headset: IconShape = [
  [
    'path',
    {
      d: 'M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5Zm0 0a9 9 0 1 1 18 0m0 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3Z',
    },
  ],
  ['path', { d: 'M21 16v2a4 4 0 0 1-4 4h-5' }],
];

export const arrowRight: IconShape = [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'm12 5 7 7-7 7' }],
];

export const arrowLeft: IconShape = [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
];

export const x: IconShape = [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
];

export const minus: IconShape = [['path', { d: 'M5 12h14' }]];

export const plus: IconShape = [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'M12 5v14' }],
];

export const trash: IconShape = [
  ['path', { d: 'M3 6h18' }],
  ['path', { d: 'M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6' }],
  ['path', { d: 'M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2' }],
];

export const spinner: IconShape = [['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]];

export const search: IconShape = [
  ['circle', { cx: '11', cy: '11', r: '8' }],
  ['path', { d: 'm21 21-4.3-4.3' }],
];

export const filter: IconShape = [['path', { d: 'M22 3H2l8 9.46V19l4 2v-8.54L22 3z' }]];

export const chevronDown: IconShape = [['path', { d: 'm6 9 6 6 6-6' }]];

export const chevronLeft: IconShape = [['path', { d: 'm15 18-6-6 6-6' }]];

export const chevronRight: IconShape = [['path', { d: 'm9 18 6-6-6-6' }]];

export const star: IconShape = [
  ['path', { d: 'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z' }],
];
