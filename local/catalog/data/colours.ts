/**
 * Colour names used in product options, with the CSS colours the product
 * images are drawn in. `accent` colours the details (decals, straps, caps)
 * and is chosen to stand out against `main`.
 */

export const COLOURS = {
  'Crimson Red': { main: '#c81e2b', accent: '#1c1d21' },
  'Glacier White': { main: '#eef1f3', accent: '#2a6fb0' },
  'Forest Green': { main: '#2f6b3a', accent: '#d9c9a3' },
  'Midnight Black': { main: '#1c1d21', accent: '#f07a22' },
  'Lake Blue': { main: '#2a6fb0', accent: '#eef1f3' },
  'Sunset Orange': { main: '#f07a22', accent: '#1c1d21' },
  'Slate Grey': { main: '#6b7480', accent: '#e5c22b' },
  'Aurora Teal': { main: '#1f9e9a', accent: '#1c1d21' },
  'Sulphur Yellow': { main: '#e5c22b', accent: '#1c1d21' },
  'Plum Purple': { main: '#6a3d7a', accent: '#f0b6c8' },
  'Sand Beige': { main: '#c9b48a', accent: '#3b3a36' },
  'Smoke Clear': { main: '#c5d3da', accent: '#2a6fb0' },
  'Brushed Steel': { main: '#a9b1b8', accent: '#1c1d21' },
} as const satisfies Record<string, { main: string; accent: string }>;

export type ColourName = keyof typeof COLOURS;

export function isColourName(name: string): name is ColourName {
  return Object.hasOwn(COLOURS, name);
}
