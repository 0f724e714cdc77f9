/**
 * The main journeys in Debian's WebKitGTK (selenium-webdriver, WebKitWebDriver
 * and MiniBrowser on an X display). Each journey gets a new MiniBrowser, so
 * nothing stored carries over. What a page logs while loading is out of
 * reach here; errors and CSP violations after load fail the journey. Run
 * through `npm run test:webkit` (run.ts builds and serves the shop on this
 * engine's own ports, under Xvfb).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { siteOrigin } from './backend.ts';
import { journeys, takeScreenshots } from './journeys.ts';
import { startWebKitDriver, WebKitDriver } from './webkit-driver.ts';

let server: Awaited<ReturnType<typeof startWebKitDriver>>;

beforeAll(async () => {
  server = await startWebKitDriver();
});

afterAll(() => {
  server?.stop();
});

for (const journey of journeys) {
  const bug = journey.knownBugs?.webkit;
  test.skipIf(Boolean(bug))(bug ? `${journey.name} (skipped: ${bug})` : journey.name, async () => {
    const driver = await WebKitDriver.open(server.url, siteOrigin);
    let problems: string[] = [];
    try {
      await journey.run(driver);
    } finally {
      problems = await driver.close();
    }
    expect(problems, 'errors and CSP violations after load').toEqual([]);
  });
}

const screenshots = process.env.ENGINE_SCREENSHOTS;
test.runIf(Boolean(screenshots))(
  'screenshots: home, a product, the open cart, /fr/ and the listing, light and dark',
  async () => {
    const driver = await WebKitDriver.open(server.url, siteOrigin);
    try {
      await takeScreenshots(driver, screenshots!);
    } finally {
      await driver.close();
    }
  },
);
