/**
 * Environment that points the shop at an embedded backend on a given port.
 * Tests use their own ports (so a running `npm run dev` is never disturbed)
 * and set every variable explicitly, so a developer's `.env` cannot send
 * tests to live services.
 */
import { LOCAL_DEFAULTS, localDefaults, localShopEnv } from '../../local/defaults.js';

/** Shifts every test port, so two checkouts of the shop can run their tests side by side. */
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);

export const INTEGRATION_BACKEND_PORT = 54329 + offset;
export const E2E_BACKEND_PORT = 54330 + offset;
export const E2E_SITE_PORT = 4330 + offset;
/** The production build the browser tests serve, one per offset. */
export const E2E_BUILD_DIR = offset ? `.test-build/node-${offset}` : '.test-build/node';

export function backendEnv(backendPort: number, siteUrl = LOCAL_DEFAULTS.siteUrl): Record<string, string> {
  return { ...localShopEnv(localDefaults({ LOCAL_PORT: String(backendPort) })), SITE_URL: siteUrl };
}
