import { defineConfig, devices } from '@playwright/test';
import { E2E_SITE_PORT } from './tests/support/backend-env.ts';
import { chromiumLaunchOptions } from './scripts/chromium.ts';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const chromium = chromiumLaunchOptions;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  // One retry absorbs a timing hiccup on a loaded two-core machine; the summary still lists such a test as flaky.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_SITE_PORT}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.faults\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, viewport: { width: 1280, height: 800 } },
    },
    // Tests that inject faults into the shared backend run alone, after the others, and one file at a
    // time: a fault one file injects (or the limits it turns on) must never reach another's requests.
    {
      name: 'faults',
      testMatch: /\.faults\.spec\.ts$/,
      dependencies: ['desktop'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npx tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_SITE_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
