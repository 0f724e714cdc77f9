/**
 * Side view of a bicycle, facing right, in one of three builds: road (thin
 * tyres, drop bar, rigid fork), mountain (knobbly tyres, suspension fork,
 * riser bar, dropper post) and electric road (road bike with a down-tube
 * battery and a rear hub motor).
 */

import type { ImageSpec } from '../types.ts';
import { round, shade, tube } from './paint.ts';

type BikeKind = 'road-bike' | 'mountain-bike' | 'electric-road-bike';
type Point = [number, number];

interface Geometry {
  rear: Point;
  front: Point;
  bottomBracket: Point;
  seatTop: Point;
  headTop: Point;
  headBottom: Point;
  rimRadius: number;
  tyreWidth: number;
}

const ROAD: Geometry = {
  rear: [205, 395],
  front: [595, 395],
  bottomBracket: [385, 410],
  seatTop: [340, 228],
  headTop: [530, 236],
  headBottom: [548, 292],
  rimRadius: 110,
  tyreWidth: 11,
};

const MOUNTAIN: Geometry = {
  rear: [200, 392],
  front: [604, 392],
  bottomBracket: [378, 412],
  seatTop: [334, 274],
  headTop: [520, 226],
  headBottom: [544, 282],
  rimRadius: 104,
  tyreWidth: 22,
};

const TYRE = '#1f1f22';
const METAL = '#b9bec4';
const DARK = '#2b2e33';

/** Lowest point of the tyres, where the floor shadow goes. */
export function bikeFloor(kind: BikeKind): number {
  const g = kind === 'mountain-bike' ? MOUNTAIN : ROAD;
  return g.rear[1] + g.rimRadius + g.tyreWidth + 4;
}

export function drawBike(spec: ImageSpec & { kind: BikeKind }): string {
  const g = spec.kind === 'mountain-bike' ? MOUNTAIN : ROAD;
  const mountain = spec.kind === 'mountain-bike';
  const electric = spec.kind === 'electric-road-bike';
  const [rx, ry] = g.rear;
  const [fx, fy] = g.front;
  const [bx, by] = g.bottomBracket;
  const [sx, sy] = g.seatTop;
  const [hx, hy] = g.headTop;
  const [kx, ky] = g.headBottom;
  const frame = spec.color;

  const parts: string[] = [];
  parts.push(`<defs>${wheel(g, spec, electric)}</defs>`);
  parts.push(`<use href="#wheel" x="${rx}" y="${ry}"/><use href="#wheel" x="${fx}" y="${fy}"/>`);
  if (electric) parts.push(hubMotor(rx, ry, spec.accent));

  // Far-side crank arm, behind the frame.
  parts.push(`<path d="M${bx} ${by}L${bx - 34} ${by - 58}" stroke="${shade(DARK, 0.25)}" stroke-width="9"/>`);

  // Chain: upper run to the top of the cassette, lower run through the derailleur.
  parts.push(
    `<path d="M${bx} ${by - 36}L${rx} ${ry - 15}M${bx} ${by + 36}L${rx + 12} ${ry + 36}L${rx + 6} ${ry + 15}" stroke="#55585e" stroke-width="3"/>`,
  );
  parts.push(
    `<circle cx="${rx}" cy="${ry}" r="15" fill="none" stroke="#6d7278" stroke-width="5" stroke-dasharray="2 2"/>`,
  );
  parts.push(`<path d="M${rx + 4} ${ry + 8}L${rx + 14} ${ry + 38}" stroke="${DARK}" stroke-width="6"/>`);

  // Frame: stays, seat tube, top tube, down tube, head tube.
  const seatStayTop: Point = [sx + 6, sy + 20];
  parts.push(tube(`M${bx} ${by}L${rx} ${ry}M${seatStayTop[0]} ${seatStayTop[1]}L${rx} ${ry}`, 7, frame));
  parts.push(tube(`M${bx} ${by}L${sx} ${sy}`, 11, frame));
  parts.push(tube(`M${sx} ${sy + 4}L${hx + 2} ${hy + 10}`, 11, frame));
  const downTubeStart: Point = [hx + (kx - hx) * 0.72, hy + (ky - hy) * 0.72];
  parts.push(tube(`M${round(downTubeStart[0])} ${round(downTubeStart[1])}L${bx} ${by}`, electric ? 20 : 15, frame));
  if (electric) parts.push(battery(downTubeStart, g.bottomBracket, spec.accent));
  else parts.push(downTubeDecal(downTubeStart, g.bottomBracket, spec.accent));
  parts.push(tube(`M${hx} ${hy}L${kx} ${ky}`, 16, frame));

  parts.push(mountain ? suspensionFork(g, spec.accent) : roadFork(g, frame));
  parts.push(mountain ? riserBar(g) : dropBar(g));
  parts.push(seatpostAndSaddle(g, mountain));

  // Near-side crank, chainring and pedal, in front of the frame.
  const teeth = mountain ? 30 : 38;
  parts.push(
    `<circle cx="${bx}" cy="${by}" r="${teeth}" fill="none" stroke="#3d4046" stroke-width="6" stroke-dasharray="3 2.4"/>`,
    `<circle cx="${bx}" cy="${by}" r="${teeth - 6}" fill="none" stroke="${METAL}" stroke-width="4"/>`,
    `<path d="M${bx} ${by}L${bx + 34} ${by + 58}" stroke="${DARK}" stroke-width="10"/>`,
    `<rect x="${bx + 20}" y="${by + 56}" width="30" height="9" rx="3" fill="${DARK}"/>`,
    `<circle cx="${bx}" cy="${by}" r="9" fill="${METAL}" stroke="${DARK}" stroke-width="3"/>`,
  );
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

/** A wheel centred on 0,0: tyre (knobbly on mountain bikes), rim, crossed spokes, disc rotor. */
function wheel(g: Geometry, spec: ImageSpec, hubMotor: boolean): string {
  const rim = g.rimRadius;
  const tyreMid = rim + g.tyreWidth / 2 + 2;
  const hubRadius = hubMotor ? 29 : 7;
  let spokes = '';
  const count = hubMotor ? 20 : 24;
  for (let i = 0; i < count; i++) {
    const angle = (i * 2 * Math.PI) / count;
    // Alternate spokes lean forward and back, as in a crossed lacing.
    const lean = (i % 2 === 0 ? 1 : -1) * (hubMotor ? 0.08 : 0.3);
    const hubAngle = angle - lean;
    spokes += `M${round(Math.cos(hubAngle) * hubRadius)} ${round(Math.sin(hubAngle) * hubRadius)}L${round(Math.cos(angle) * (rim - 3))} ${round(Math.sin(angle) * (rim - 3))}`;
  }
  const knobs =
    spec.kind === 'mountain-bike'
      ? `<circle r="${rim + g.tyreWidth + 1}" stroke="${TYRE}" stroke-width="7" stroke-dasharray="6 5"/>`
      : '';
  const rimDepth = spec.kind === 'mountain-bike' ? 6 : 12;
  return (
    `<g id="wheel" fill="none">` +
    `<circle r="${tyreMid}" stroke="${TYRE}" stroke-width="${g.tyreWidth + 4}"/>${knobs}` +
    `<circle r="${rim - rimDepth / 2 + 2}" stroke="#34373c" stroke-width="${rimDepth}"/>` +
    `<circle r="${rim + 1}" stroke="${spec.kind === 'mountain-bike' ? '#4a4e54' : spec.accent}" stroke-width="2"/>` +
    `<path d="${spokes}" stroke="#8d939a" stroke-width="1.6"/>` +
    `<circle r="21" stroke="${METAL}" stroke-width="4"/><circle r="7" fill="${DARK}"/>` +
    `</g>`
  );
}

function hubMotor(x: number, y: number, accent: string): string {
  return (
    `<circle cx="${x}" cy="${y}" r="30" fill="${DARK}" stroke="#53575e" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${y}" r="21" fill="none" stroke="${accent}" stroke-width="2.5"/>` +
    `<circle cx="${x}" cy="${y}" r="6" fill="#777c83"/>`
  );
}

/** Battery pack along the down tube, with a charge port and an accent stripe. */
function battery(from: Point, to: Point, accent: string): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const length = Math.hypot(x2 - x1, y2 - y1);
  const angle = round((Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI);
  const start = 0.16 * length;
  const size = 0.62 * length;
  return (
    `<g transform="translate(${round(x1)} ${round(y1)}) rotate(${angle})">` +
    `<rect x="${round(start)}" y="-16" width="${round(size)}" height="32" rx="10" fill="${DARK}" stroke="#15171a" stroke-width="2"/>` +
    `<rect x="${round(start + 10)}" y="-4" width="${round(size - 20)}" height="5" rx="2" fill="${accent}"/>` +
    `<circle cx="${round(start + size - 14)}" cy="9" r="3.5" fill="#8a9096"/>` +
    `</g>`
  );
}

function downTubeDecal(from: Point, to: Point, accent: string): string {
  const t1 = 0.3;
  const t2 = 0.62;
  const point = (t: number): string =>
    `${round(from[0] + (to[0] - from[0]) * t)} ${round(from[1] + (to[1] - from[1]) * t)}`;
  return `<path d="M${point(t1)}L${point(t2)}" stroke="${accent}" stroke-width="4"/>`;
}

function roadFork(g: Geometry, frame: string): string {
  const [kx, ky] = g.headBottom;
  const [fx, fy] = g.front;
  return tube(`M${kx} ${ky}L${fx - 14} ${fy - 24}Q${fx - 8} ${fy - 4} ${fx} ${fy}`, 9, frame);
}

/** Telescopic fork: crown, silver stanchions and thicker lowers down to the axle. */
function suspensionFork(g: Geometry, accent: string): string {
  const [kx, ky] = g.headBottom;
  const [fx, fy] = g.front;
  const split = 0.42;
  const mx = round(kx + (fx - kx) * split);
  const my = round(ky + (fy - ky) * split);
  const lowers = accent === '#eef1f3' || accent === '#d9c9a3' ? '#2f3237' : shade(accent, -0.05);
  return (
    `<path d="M${kx} ${ky}L${mx} ${my}" stroke="#5b6067" stroke-width="14"/>` +
    `<path d="M${kx} ${ky}L${mx} ${my}" stroke="#d5d9dd" stroke-width="9"/>` +
    `<path d="M${mx} ${my}L${fx} ${fy}" stroke="#1b1d20" stroke-width="19"/>` +
    `<path d="M${mx} ${my}L${fx} ${fy}" stroke="${lowers}" stroke-width="15"/>` +
    `<path d="M${kx - 10} ${ky + 2}L${kx + 12} ${ky - 4}" stroke="${DARK}" stroke-width="10"/>`
  );
}

function dropBar(g: Geometry): string {
  const [hx, hy] = g.headTop;
  const stemX = hx + 44;
  const stemY = hy - 20;
  return (
    `<path d="M${hx} ${hy}L${hx - 4} ${hy - 16}L${stemX} ${stemY}" stroke="${DARK}" stroke-width="9"/>` +
    // Bar top, the curve over the hoods, then the drop sweeping back.
    `<path d="M${stemX} ${stemY}C${stemX + 34} ${stemY - 6} ${stemX + 40} ${stemY + 30} ${stemX + 22} ${stemY + 52}Q${stemX + 12} ${stemY + 62} ${stemX - 2} ${stemY + 58}" stroke="#222428" stroke-width="8"/>` +
    `<path d="M${stemX + 18} ${stemY - 3}Q${stemX + 30} ${stemY - 12} ${stemX + 34} ${stemY + 8}" stroke="#3a3d42" stroke-width="10"/>`
  );
}

function riserBar(g: Geometry): string {
  const [hx, hy] = g.headTop;
  const stemX = hx + 26;
  const stemY = hy - 16;
  return (
    `<path d="M${hx} ${hy}L${hx - 3} ${hy - 14}L${stemX} ${stemY}" stroke="${DARK}" stroke-width="10"/>` +
    // Riser bar seen end-on: a short rise, then the grip sweeping slightly back, and the brake lever.
    `<path d="M${stemX} ${stemY}Q${stemX + 2} ${stemY - 14} ${stemX - 6} ${stemY - 20}" stroke="#222428" stroke-width="8"/>` +
    `<path d="M${stemX - 4} ${stemY - 20}L${stemX - 26} ${stemY - 18}" stroke="#141517" stroke-width="14"/>` +
    `<path d="M${stemX - 2} ${stemY - 18}L${stemX + 24} ${stemY - 10}" stroke="#3a3d42" stroke-width="5"/>`
  );
}

function seatpostAndSaddle(g: Geometry, dropper: boolean): string {
  const [bx, by] = g.bottomBracket;
  const [sx, sy] = g.seatTop;
  const length = Math.hypot(sx - bx, sy - by);
  const ux = (sx - bx) / length;
  const uy = (sy - by) / length;
  const extension = dropper ? 70 : 50;
  const topX = round(sx + ux * extension);
  const topY = round(sy + uy * extension);
  const collar = dropper
    ? `<path d="M${round(sx + ux * 24)} ${round(sy + uy * 24)}L${round(sx + ux * 30)} ${round(sy + uy * 30)}" stroke="#141517" stroke-width="14"/>`
    : '';
  return (
    `<path d="M${sx} ${sy}L${topX} ${topY}" stroke="${dropper ? '#26292d' : METAL}" stroke-width="8"/>${collar}` +
    `<path d="M${topX - 42} ${topY - 8}Q${topX - 30} ${topY - 17} ${topX + 2} ${topY - 14}L${topX + 34} ${topY - 10}Q${topX + 40} ${topY - 6} ${topX + 32} ${topY - 3}L${topX - 10} ${topY + 1}Q${topX - 36} ${topY + 3} ${topX - 42} ${topY - 8}Z" fill="#1c1d20" stroke="#111" stroke-width="2"/>`
  );
}
