/** A squeeze bottle standing upright: shaped body with a grip waist, accent band, screw cap and push-pull valve. */

import type { ImageSpec } from '../types.ts';
import { lightness, shade, solid } from './paint.ts';

export const BOTTLE_FLOOR = 480;

export function drawBottle(spec: ImageSpec): string {
  const body = spec.color;
  const edge = shade(body, lightness(body) > 0.75 ? -0.28 : -0.38);
  const cap = lightness(spec.accent) > 0.7 ? '#2b2e33' : spec.accent;
  return (
    `<g stroke-linecap="round" stroke-linejoin="round">` +
    // Body: shoulders, a waist for the fingers, rounded base.
    solid(
      'M342 188Q330 200 330 230L330 296Q330 318 340 330Q330 342 330 364L330 450Q330 476 356 476L444 476Q470 476 470 450L470 364Q470 342 460 330Q470 318 470 296L470 230Q470 200 458 188Q440 172 400 172Q360 172 342 188Z',
      body,
      edge,
      3,
    ) +
    // Accent band with a simple wave mark, and grip ridges on the waist.
    `<path d="M331 384H469V430H331Z" fill="${spec.accent}" stroke="${shade(spec.accent, -0.3)}" stroke-width="2"/>` +
    `<path d="M350 408Q372 392 394 408T438 408" fill="none" stroke="${body}" stroke-width="5"/>` +
    `<path d="M342 318H458M340 330H460M342 342H458" stroke="${shade(body, -0.18)}" stroke-width="3"/>` +
    // Highlight down the left side.
    `<path d="M350 214V300M350 362V452" stroke="#fff" stroke-opacity=".45" stroke-width="9"/>` +
    // Screw cap with ridges, then the valve.
    solid('M348 150H452V184Q452 192 444 192H356Q348 192 348 184Z', cap, shade(cap, -0.4)) +
    `<path d="M362 156V186M378 156V186M394 156V186M410 156V186M426 156V186M442 156V186" stroke="${shade(cap, -0.3)}" stroke-width="3"/>` +
    solid('M380 150L384 124H416L420 150Z', '#3b3e43', '#1c1d20', 2) +
    solid('M388 124L390 106Q400 100 410 106L412 124Z', '#e9e9e6', '#9a9d9f', 2) +
    `</g>`
  );
}
