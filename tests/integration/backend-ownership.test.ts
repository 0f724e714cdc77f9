/** The real health check says whose backend it is, and a launcher of another copy refuses it. */
import { describe, expect, it } from 'vitest';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { probeBackend, SHOP_FOLDER, whoseBackend } from '../../local/ownership.ts';
import { INTEGRATION_BACKEND_PORT } from '../support/backend-env.ts';
import { backendOrigin } from './helpers.ts';

describe('a running backend says whose it is', () => {
  const wanted = () => ({
    origin: backendOrigin(),
    localPort: INTEGRATION_BACKEND_PORT,
    folder: SHOP_FOLDER,
    siteUrl: LOCAL_DEFAULTS.siteUrl,
    command: 'npm run dev',
  });

  it('reports this copy and the shop it returns shoppers to', async () => {
    expect(await probeBackend(backendOrigin())).toEqual({
      kind: 'backend',
      folder: SHOP_FOLDER,
      siteUrl: LOCAL_DEFAULTS.siteUrl,
    });
  });

  it('is reused by this copy for the same shop', async () => {
    expect(whoseBackend(await probeBackend(backendOrigin()), wanted())).toEqual({ action: 'reuse' });
  });

  it('is refused by another copy, which is told whose it is', async () => {
    const decision = whoseBackend(await probeBackend(backendOrigin()), { ...wanted(), folder: '/elsewhere/shop' });
    expect(decision).toMatchObject({
      action: 'refuse',
      reason: expect.stringContaining(`belongs to another copy of the shop, in ${SHOP_FOLDER}`),
    });
  });

  it('is refused by this copy serving the shop at another address', async () => {
    const decision = whoseBackend(await probeBackend(backendOrigin()), {
      ...wanted(),
      siteUrl: 'http://localhost:4400',
    });
    expect(decision).toMatchObject({ action: 'refuse' });
  });
});
