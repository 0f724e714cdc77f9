/**
 * Renders the PNG icons and the link-preview image from the SVGs in public/
 * (platforms that do not take SVG: home screens, search engines' logo of the
 * shop, social previews). Run after changing the logo:
 * `npx tsx scripts/render-icons.ts`.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { readFileSync } from 'node:fs';

const publicDir = new URL('../public/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, publicDir), 'utf8');

// Full-bleed square for home screens: the platform applies its own mask, so
// the mark stays inside the central safe zone.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c8102e"/><g transform="translate(20 20) scale(.72) translate(-20 -20)"><circle cx="20" cy="20" r="14" fill="none" stroke="#fff" stroke-width="3"/><path d="M10 26 17.5 14.5l3.7 5.4L24 16.5l6 9.5Z" fill="#fff"/></g></svg>`;

const images: [file: string, svg: string, width: number, height: number][] = [
  ['icon-512.png', read('favicon.svg'), 512, 512],
  ['apple-touch-icon.png', fullBleed, 180, 180],
  ['og-image.png', read('og-image.svg'), 1200, 630],
];

const browser = await chromium.launch(chromiumLaunchOptions);
for (const [file, svg, width, height] of images) {
  const page = await browser.newPage({ viewport: { width, height } });
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<body style="margin:0"><img style="display:block;width:${width}px;height:${height}px" src="${src}"></body>`,
  );
  await page.waitForFunction(() => document.images[0]?.complete);
  await page.screenshot({ path: new URL(file, publicDir).pathname, omitBackground: true });
  await page.close();
  console.log(`public/${file}`);
}
await browser.close();
