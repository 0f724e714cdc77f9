/**
 * Writes one SVG per image kind and view, in a few colours, and the square
 * thumbnail WordPress crops from each side view, to look at the drawings
 * while changing them: `npx tsx local/catalog/preview-images.ts [dir]`
 * (default /tmp/catalog-preview). Open the files in a browser.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLOURS, type ColourName } from './data/colours.ts';
import { renderImage } from './images.ts';
import type { ImageSpec } from './types.ts';

const KINDS: ImageSpec['kind'][] = [
  'mountain-bike',
  'road-bike',
  'electric-road-bike',
  'helmet',
  'gloves',
  'shoes',
  'bottle',
];
/** A dark, a light and a saturated colour: the cases where drawings most often lose contrast. */
const SAMPLE_COLOURS: ColourName[] = ['Crimson Red', 'Glacier White', 'Midnight Black'];

const directory = process.argv[2] ?? '/tmp/catalog-preview';
mkdirSync(directory, { recursive: true });
for (const kind of KINDS) {
  for (const colourName of SAMPLE_COLOURS) {
    const { main, accent } = COLOURS[colourName];
    for (const view of ['side', 'detail'] as const) {
      const file = join(directory, `${kind}-${colourName.toLowerCase().replace(' ', '-')}-${view}.svg`);
      writeFileSync(file, renderImage({ kind, color: main, accent, view }));
    }
    // The thumbnail keeps only the middle of the scene: the product must still read there.
    const thumbnail = join(directory, `${kind}-${colourName.toLowerCase().replace(' ', '-')}-side-150x150.svg`);
    writeFileSync(thumbnail, renderImage({ kind, color: main, accent, view: 'side', width: 150, height: 150 }));
  }
}
console.log(`Wrote ${KINDS.length * SAMPLE_COLOURS.length * 3} drawings to ${directory}`);
