import { describe, expect, it } from 'vitest';
import { localDefaults, localShopEnv } from './defaults.js';

describe('localDefaults', () => {
  it('moves the backend and every address derived from it with LOCAL_PORT alone', () => {
    const env = localShopEnv(localDefaults({ LOCAL_PORT: '54400' }));
    expect(env).toMatchObject({
      SURECART_API_URL: 'http://127.0.0.1:54400/v1',
      SHOP_HOST_URL: 'http://127.0.0.1:54400',
      SUPABASE_URL: 'http://127.0.0.1:54400',
      RECAPTCHA_SCRIPT_URL: 'http://127.0.0.1:54400/recaptcha/api.js',
      SITE_URL: 'http://localhost:4321',
    });
  });

  it('moves the shop address the hosted checkout returns to with PORT', () => {
    expect(localDefaults({ PORT: '4400' })).toMatchObject({ sitePort: 4400, siteUrl: 'http://localhost:4400' });
  });

  it('keeps the well-known ports when nothing is set', () => {
    expect(localDefaults({ LOCAL_PORT: '', PORT: undefined })).toMatchObject({
      origin: 'http://127.0.0.1:54321',
      siteUrl: 'http://localhost:4321',
    });
  });

  it('stops on a port that is not a number, naming the variable', () => {
    expect(() => localDefaults({ LOCAL_PORT: 'abc' })).toThrow(
      'LOCAL_PORT must be a port number (1 to 65535), not "abc"',
    );
    expect(() => localDefaults({ PORT: '70000' })).toThrow('PORT must be a port number');
  });
});
