/** Side view of a visor-less road helmet facing right: vented shell, liner, Y straps, buckle and fit dial. */

import type { ImageSpec } from '../types.ts';
import { lightness, round, shade } from './paint.ts';

export const HELMET_FLOOR = 466;

type Point = [number, number];

/** Vent openings as [back end, front end, half-width]; they follow the dome from the crown down the sides. */
const VENTS: Array<[Point, Point, number]> = [
  [[300, 198], [392, 174], 9],
  [[416, 170], [516, 186], 9],
  [[252, 250], [330, 214], 10],
  [[352, 208], [458, 200], 11],
  [[482, 206], [572, 244], 10],
  [[296, 280], [396, 254], 9],
  [[420, 250], [528, 264], 9],
  [[560, 272], [606, 300], 7],
];

/** A pointed slot between two points, bowed upwards like the shell around it. */
function ventSlot([x1, y1]: Point, [x2, y2]: Point, halfWidth: number): string {
  const length = Math.hypot(x2 - x1, y2 - y1);
  // Normal pointing up (towards negative y).
  let nx = -(y2 - y1) / length;
  let ny = (x2 - x1) / length;
  if (ny > 0) [nx, ny] = [-nx, -ny];
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const bow = halfWidth * 0.8;
  const upper = `${round(mx + nx * (halfWidth * 2 + bow))} ${round(my + ny * (halfWidth * 2 + bow))}`;
  const lower = `${round(mx - nx * (halfWidth * 2 - bow))} ${round(my - ny * (halfWidth * 2 - bow))}`;
  return `M${x1} ${y1}Q${upper} ${x2} ${y2}Q${lower} ${x1} ${y1}Z`;
}

export function drawHelmet(spec: ImageSpec): string {
  const shell = spec.color;
  const edge = shade(shell, lightness(shell) > 0.8 ? -0.3 : -0.4);
  const vents = VENTS.map(([from, to, width]) => ventSlot(from, to, width)).join('');
  // Openings show the dark liner, or a lighter one through a dark shell so they stay visible.
  const ventFill = lightness(shell) < 0.2 ? '#7b8087' : '#1f2023';
  return (
    `<defs><linearGradient id="helmet-shell" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(shell, 0.14)}"/><stop offset=".55" stop-color="${shell}"/><stop offset="1" stop-color="${shade(shell, -0.16)}"/>` +
    `</linearGradient></defs>` +
    `<g stroke-linecap="round" stroke-linejoin="round" fill="none">` +
    // Straps from the front and back of the shell join under the ear, then run down to the buckle.
    `<path d="M540 346Q500 384 440 404M298 352Q380 382 440 404M440 404Q448 424 452 442" stroke="#2a2c30" stroke-width="6"/>` +
    `<rect x="428" y="396" width="24" height="14" rx="4" fill="#1c1d20" transform="rotate(20 440 403)"/>` +
    `<rect x="438" y="438" width="30" height="20" rx="6" fill="#1c1d20"/>` +
    // Fit cradle and dial at the back of the head.
    `<path d="M262 350Q244 360 236 374" stroke="#1c1d20" stroke-width="6"/>` +
    `<circle cx="234" cy="378" r="16" fill="#1c1d20" stroke="#3b3e43" stroke-width="3"/>` +
    `<circle cx="234" cy="378" r="8" stroke="${spec.accent}" stroke-width="3" stroke-dasharray="3 2"/>` +
    // Foam liner showing under the shell's edge.
    `<path d="M236 344Q330 330 440 338Q560 346 618 316L612 332Q560 364 440 356Q330 348 244 360Z" fill="#e6e5e0" stroke="#b9b8b2" stroke-width="2"/>` +
    `<path d="M618 316C628 240 556 168 430 160C310 154 222 206 200 280Q194 308 206 334Q214 346 236 344Q330 330 440 338Q560 346 618 316Z" fill="url(#helmet-shell)" stroke="${edge}" stroke-width="3"/>` +
    `<path d="${vents}" fill="${ventFill}" stroke="${edge}" stroke-width="2"/>` +
    // Accent stripe along the lower shell and a glossy highlight on the crown.
    `<path d="M214 322Q330 308 440 318Q550 326 612 302" stroke="${spec.accent}" stroke-width="6"/>` +
    `<path d="M340 170Q420 158 496 176" stroke="#fff" stroke-opacity=".4" stroke-width="8"/>` +
    `</g>`
  );
}
