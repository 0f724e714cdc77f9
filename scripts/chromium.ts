/**
 * How every tool of the project starts a browser: Debian's Chromium (no tool
 * downloads one of its own), headless, with background networking off, since
 * otherwise Chromium floods a closed network with refused connections.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launch options for Playwright's `chromium.launch` and its test projects. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
