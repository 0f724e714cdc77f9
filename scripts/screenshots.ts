/**
 * Screenshots of shop pages at phone and desktop widths, in light and dark,
 * for looking at what was built: `npx tsx scripts/screenshots.ts / /shop`.
 * Serves the e2e build (run `npx tsx scripts/build-for-e2e.ts` first) unless
 * BASE_URL points at a running shop. PNGs go to screenshots/ (git-ignored).
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { E2E_SITE_PORT } from '../tests/support/backend-env.ts';

const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const fullPage = !process.argv.includes('--viewport');
const base = process.env.BASE_URL ?? `http://127.0.0.1:${E2E_SITE_PORT}`;

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet: wait and try again
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const server = process.env.BASE_URL
  ? undefined
  : spawn('npx', ['tsx', 'tests/e2e/serve.ts'], { stdio: 'ignore', detached: true });
try {
  await waitFor(base);
  await mkdir('screenshots', { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const path of paths.length ? paths : ['/']) {
    for (const [device, width, height] of [
      ['phone', 390, 844],
      ['desktop', 1280, 800],
    ] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ viewport: { width, height }, colorScheme: theme });
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${theme}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage });
        console.log(`screenshots/${name}`);
        await page.close();
      }
    }
  }
  await browser.close();
} finally {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
}
