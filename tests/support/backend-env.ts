/**
 * Environment that points the shop at an embedded backend on a given port.
 * Tests use their own ports (so a running `npm run dev` is never disturbed)
 * and set every variable explicitly, so a developer's `.env` cannot send
 * tests to live services.
 */
import { LOCAL_DEFAULTS, LOCAL_SURECART_WEBHOOK_SECRET, localDefaults, localShopEnv } from '../../local/defaults.js';
import { ENGINE_SERVERS, ENGINES, portOffset, testPort, type Engine } from './test-ports.ts';

/** Moves every test port, so two checkouts of the shop can run their tests side by side (./test-ports.ts). */
export const TEST_PORT_OFFSET = offsetOrExit(process.env.TEST_PORT_OFFSET);

function offsetOrExit(value: string | undefined): number {
  try {
    return portOffset(value);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

/** The engine of the browser journeys this process serves or drives: set by tests/engines/run.ts, else Chromium. */
export const TEST_ENGINE: Engine = ENGINES.find((engine) => engine === process.env.TEST_ENGINE) ?? 'chromium';

export const INTEGRATION_BACKEND_PORT = testPort('integration tests backend', TEST_PORT_OFFSET);
export const E2E_BACKEND_PORT = testPort(ENGINE_SERVERS[TEST_ENGINE].backend, TEST_PORT_OFFSET);
export const E2E_SITE_PORT = testPort(ENGINE_SERVERS[TEST_ENGINE].shop, TEST_PORT_OFFSET);
/** The production build the browser tests serve, one per engine and offset (the ports are compiled into it). */
export const E2E_BUILD_DIR = `.test-build/node-${TEST_ENGINE}${TEST_PORT_OFFSET ? `-${TEST_PORT_OFFSET}` : ''}`;

export function backendEnv(backendPort: number, siteUrl = LOCAL_DEFAULTS.siteUrl): Record<string, string> {
  return {
    ...localShopEnv(localDefaults({ LOCAL_PORT: String(backendPort) })),
    SITE_URL: siteUrl,
    // The shop verifies the catalogue events the backend sends it with the backend's signing secret.
    SURECART_WEBHOOK_SECRET: LOCAL_SURECART_WEBHOOK_SECRET,
  };
}
