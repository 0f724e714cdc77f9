/** Side view of a cycling shoe, toe to the right: stiff sole with cleat, upper with tongue, dial closure and a forefoot strap. */

import type { ImageSpec } from '../types.ts';
import { lightness, shade, solid } from './paint.ts';

export const SHOE_FLOOR = 468;

export function drawShoe(spec: ImageSpec): string {
  const upper = spec.color;
  const edge = shade(upper, lightness(upper) > 0.8 ? -0.3 : -0.4);
  const sole = lightness(upper) < 0.2 ? '#44474d' : '#1d1f22';
  const accentEdge = shade(spec.accent, -0.35);
  return (
    `<g stroke-linecap="round" stroke-linejoin="round">` +
    // Road cleat under the ball of the foot and a heel pad, behind the sole.
    `<path d="M500 448L514 468H570L584 448Z" fill="${spec.accent}" stroke="${accentEdge}" stroke-width="2"/>` +
    `<rect x="214" y="446" width="50" height="14" rx="4" fill="#2c2e32"/>` +
    // Upper: rounded heel, collar, tongue, instep sloping to a rounded toe box.
    solid(
      'M212 436C194 404 198 330 226 288Q236 274 254 276L318 290Q334 292 342 276Q350 258 370 262C450 272 540 306 594 350C640 378 664 402 654 428Q648 438 630 438L222 438Z',
      upper,
      edge,
      3,
    ) +
    // Dark lining inside the collar and a lighter tongue.
    `<path d="M254 280L318 294Q332 296 340 282" fill="none" stroke="#2a2c30" stroke-width="6"/>` +
    solid(
      'M342 276Q350 258 370 262L388 298Q364 306 348 300Z',
      shade(upper, lightness(upper) > 0.6 ? -0.1 : 0.16),
      edge,
      2,
    ) +
    // Toe cap, vent holes and a reflective heel tab.
    solid('M592 348C640 378 664 402 654 428Q648 438 630 438H604Q616 396 592 348Z', shade(upper, -0.16), edge, 2) +
    `<path d="M606 390h0M622 398h0M636 408h0M616 414h0M632 422h0" stroke="${shade(upper, -0.5)}" stroke-width="5"/>` +
    `<path d="M216 310Q206 356 210 404" fill="none" stroke="${spec.accent}" stroke-width="9"/>` +
    // Dial with its cable zig-zagging over the instep.
    `<path d="M410 318L438 288L456 326L486 302L500 338L526 320" fill="none" stroke="#4f545a" stroke-width="3"/>` +
    `<circle cx="410" cy="318" r="22" fill="#1c1d20" stroke="#3d4046" stroke-width="3"/>` +
    `<circle cx="410" cy="318" r="14" fill="none" stroke="${spec.accent}" stroke-width="5" stroke-dasharray="3 2.2"/>` +
    `<circle cx="410" cy="318" r="5" fill="#5c6168"/>` +
    // Hook-and-loop strap wrapping the forefoot.
    solid('M534 318L570 334L550 436H508Z', shade(upper, lightness(upper) > 0.6 ? -0.08 : 0.1), edge, 2.5) +
    `<rect x="536" y="322" width="26" height="14" rx="3" fill="${spec.accent}" stroke="${accentEdge}" stroke-width="2" transform="rotate(24 549 329)"/>` +
    `<path d="M232 420Q420 414 610 422" fill="none" stroke="${shade(upper, -0.28)}" stroke-width="2" stroke-dasharray="6 5"/>` +
    // Stiff sole with a little toe spring.
    solid('M206 430Q200 454 222 456L600 456Q650 452 664 424L656 424Q642 440 612 440L218 440Z', sole, '#0f1012', 2) +
    `</g>`
  );
}
