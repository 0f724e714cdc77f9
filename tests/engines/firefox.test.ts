/**
 * The main journeys in Debian's Firefox ESR (puppeteer over WebDriver BiDi).
 * Any console error, page error or Content-Security-Policy violation fails
 * the journey it happens in. Run through `npm run test:firefox` (run.ts
 * builds and serves the shop on this engine's own ports first).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { siteOrigin } from './backend.ts';
import { FirefoxDriver, launchFirefox } from './firefox-driver.ts';
import { journeys, takeScreenshots } from './journeys.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchFirefox();
});

afterAll(async () => {
  await browser?.close();
});

for (const journey of journeys) {
  const bug = journey.knownBugs?.firefox;
  test.skipIf(Boolean(bug))(bug ? `${journey.name} (skipped: ${bug})` : journey.name, async () => {
    const driver = await FirefoxDriver.open(browser, siteOrigin);
    let problems: string[] = [];
    try {
      await journey.run(driver);
    } finally {
      problems = await driver.close();
    }
    expect(problems, 'console errors and CSP violations').toEqual([]);
  });
}

const screenshots = process.env.ENGINE_SCREENSHOTS;
test.runIf(Boolean(screenshots))(
  'screenshots: home, a product, the open cart, /fr/ and the listing, light and dark',
  async () => {
    const driver = await FirefoxDriver.open(browser, siteOrigin);
    try {
      await takeScreenshots(driver, screenshots!);
    } finally {
      await driver.close();
    }
  },
);
