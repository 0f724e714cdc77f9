/**
 * Product images as SVG studio shots: a soft neutral backdrop, a floor
 * shadow and the product drawn in its colour. A `detail` view is a close-up
 * of the same drawing. No text, so the images work in any language. A
 * smaller size is the same drawing at its own pixel size, cropped from the
 * centre when its shape is not the upload's (as WordPress crops a thumbnail).
 */

import { bikeFloor, drawBike } from './drawings/bike.ts';
import { BOTTLE_FLOOR, drawBottle } from './drawings/bottle.ts';
import { drawGloves, GLOVES_FLOOR } from './drawings/gloves.ts';
import { drawHelmet, HELMET_FLOOR } from './drawings/helmet.ts';
import { drawShoe, SHOE_FLOOR } from './drawings/shoes.ts';
import type { ImageSpec } from './types.ts';

interface Staging {
  draw: (spec: ImageSpec) => string;
  /** Floor shadow under the product: centre x, floor y, half-width. */
  shadow: [number, number, number];
  /** Close-up: point to centre on and zoom factor. */
  detail: [number, number, number];
}

const STAGING: Record<ImageSpec['kind'], Staging> = {
  'road-bike': {
    draw: (spec) => drawBike({ ...spec, kind: 'road-bike' }),
    shadow: [400, bikeFloor('road-bike'), 330],
    detail: [330, 400, 2.3],
  },
  'mountain-bike': {
    draw: (spec) => drawBike({ ...spec, kind: 'mountain-bike' }),
    shadow: [400, bikeFloor('mountain-bike'), 340],
    detail: [560, 330, 2.1],
  },
  'electric-road-bike': {
    draw: (spec) => drawBike({ ...spec, kind: 'electric-road-bike' }),
    shadow: [400, bikeFloor('electric-road-bike'), 330],
    detail: [300, 380, 2],
  },
  helmet: { draw: drawHelmet, shadow: [410, HELMET_FLOOR, 230], detail: [300, 290, 2] },
  gloves: { draw: drawGloves, shadow: [400, GLOVES_FLOOR, 250], detail: [290, 360, 2] },
  shoes: { draw: drawShoe, shadow: [428, SHOE_FLOOR, 250], detail: [350, 340, 2.2] },
  bottle: { draw: drawBottle, shadow: [400, BOTTLE_FLOOR, 110], detail: [400, 190, 2.4] },
};

const UPLOAD_WIDTH = 800;
const UPLOAD_HEIGHT = 600;

const BACKDROP =
  '<defs>' +
  '<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f5f2"/><stop offset=".7" stop-color="#eceae5"/><stop offset="1" stop-color="#e1ded8"/></linearGradient>' +
  '<radialGradient id="floor-shadow"><stop offset="0" stop-color="#2b2a27" stop-opacity=".28"/><stop offset=".6" stop-color="#2b2a27" stop-opacity=".1"/><stop offset="1" stop-color="#2b2a27" stop-opacity="0"/></radialGradient>' +
  '</defs><rect width="800" height="600" fill="url(#backdrop)"/>';

export function renderImage(spec: ImageSpec): string {
  const staging = STAGING[spec.kind];
  const [shadowX, floorY, halfWidth] = staging.shadow;
  const scene =
    `<ellipse cx="${shadowX}" cy="${floorY}" rx="${halfWidth}" ry="${Math.round(halfWidth / 14)}" fill="url(#floor-shadow)"/>` +
    staging.draw(spec);
  const [focusX, focusY, zoom] = staging.detail;
  const framed =
    spec.view === 'detail'
      ? `<g transform="translate(400 300) scale(${zoom}) translate(${-focusX} ${-focusY})">${scene}</g>`
      : scene;
  const { width = UPLOAD_WIDTH, height = UPLOAD_HEIGHT } = spec;
  // The largest centred part of the scene with the size's shape.
  const scale = Math.max(width / UPLOAD_WIDTH, height / UPLOAD_HEIGHT);
  const [viewWidth, viewHeight] = [width / scale, height / scale];
  const viewBox = [(UPLOAD_WIDTH - viewWidth) / 2, (UPLOAD_HEIGHT - viewHeight) / 2, viewWidth, viewHeight]
    .map((n) => Math.round(n * 100) / 100)
    .join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${BACKDROP}${framed}</svg>`;
}
