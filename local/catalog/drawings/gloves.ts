/** A pair of cycling gloves seen from the back of the hand: fingers, thumb, knuckle pad and a cuff strap. */

import type { ImageSpec } from '../types.ts';
import { lightness, shade, solid } from './paint.ts';

export const GLOVES_FLOOR = 500;

/** A right-hand glove around 0,0 (palm centre), fingers up, thumb on the left. */
function glove(spec: ImageSpec): string {
  const main = spec.color;
  const edge = shade(main, lightness(main) > 0.8 ? -0.3 : -0.4);
  const panel = shade(main, lightness(main) > 0.5 ? -0.12 : 0.14);
  const fingers = [
    [-60, -132, 30, 130],
    [-29, -158, 30, 150],
    [2, -150, 30, 142],
    [33, -118, 27, 110],
  ]
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${main}" stroke="${edge}" stroke-width="2.5"/>`,
    )
    .join('');
  return (
    `<g transform="rotate(-34 -56 56)"><rect x="-84" y="-34" width="34" height="104" rx="17" fill="${main}" stroke="${edge}" stroke-width="2.5"/></g>` +
    fingers +
    solid('M-62 -20Q-64 -6 -62 20L-58 88H58L62 10Q62 -14 58 -20Z', main, edge) +
    // Mesh panel and knuckle pad in a contrasting tone.
    solid('M-44 8Q0 -4 44 8L40 62Q0 70 -40 62Z', panel, edge, 1.5) +
    `<rect x="-50" y="-30" width="100" height="16" rx="8" fill="${spec.accent}" stroke="${shade(spec.accent, -0.3)}" stroke-width="2"/>` +
    // Cuff and hook-and-loop strap.
    `<rect x="-60" y="84" width="120" height="42" rx="8" fill="${shade(main, -0.2)}" stroke="${edge}" stroke-width="2.5"/>` +
    `<rect x="-70" y="92" width="96" height="26" rx="7" fill="${spec.accent}" stroke="${shade(spec.accent, -0.3)}" stroke-width="2"/>` +
    `<path d="M-52 105H8" stroke="${shade(spec.accent, -0.25)}" stroke-width="2" stroke-dasharray="4 4"/>`
  );
}

export function drawGloves(spec: ImageSpec): string {
  const one = glove(spec);
  // The left glove is the right one mirrored, turned slightly the other way.
  return (
    `<g stroke-linecap="round" stroke-linejoin="round">` +
    `<g transform="translate(290 330) rotate(-8)">${one}</g>` +
    `<g transform="translate(510 330) rotate(8) scale(-1 1)">${one}</g>` +
    `</g>`
  );
}
