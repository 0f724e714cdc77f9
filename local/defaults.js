// Well-known values of the embedded backend. The storefront's configuration
// (astro.config.mjs) defaults to them, and `local/` answers to them, so the
// shop works with no configuration at all. None of them is a real secret.
//
// Two variables move everything: `LOCAL_PORT` moves the backend and every
// address derived from it, `PORT` moves the shop itself (and so the address
// the hosted checkout sends shoppers back to). A shop variable set explicitly
// (SURECART_API_URL, SITE_URL, ...) always wins over these defaults.

export const LOCAL_HOST = '127.0.0.1';
export const DEFAULT_LOCAL_PORT = 54321;
export const DEFAULT_SITE_PORT = 4321;

/** HS256 secret of the local auth server (the Supabase CLI's demo secret). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Signing secret of the commerce platform's webhooks in the embedded backend (order.paid to its function). */
export const LOCAL_SURECART_WEBHOOK_SECRET = 'whsec_local_velonord';

/**
 * @param {string | undefined} value
 * @param {string} name
 * @param {number} fallback
 */
function portNumber(value, name, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number (1 to 65535), not "${value}"`);
  }
  return port;
}

/**
 * The embedded backend's addresses and demo keys for an environment.
 * @param {Record<string, string | undefined>} [env] reads only LOCAL_PORT and PORT
 */
export function localDefaults(env = {}) {
  const localPort = portNumber(env.LOCAL_PORT, 'LOCAL_PORT', DEFAULT_LOCAL_PORT);
  const sitePort = portNumber(env.PORT, 'PORT', DEFAULT_SITE_PORT);
  const origin = `http://${LOCAL_HOST}:${localPort}`;
  return {
    localPort,
    sitePort,
    /** Where the backend answers. */
    origin,
    siteUrl: `http://localhost:${sitePort}`,
    surecartApiUrl: `${origin}/v1`,
    surecartPublicToken: 'pt_local_velonord_public',
    surecartSecretKey: 'st_local_velonord_secret',
    shopHostUrl: origin,
    supabaseUrl: origin,
    // The Supabase CLI's demo keys, signed with LOCAL_JWT_SECRET.
    supabaseAnonKey:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    supabaseServiceRoleKey:
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
    recaptchaSiteKey: 'local-recaptcha-site-key',
    /** The stand-in siteverify accepts only this secret, as Google accepts only the key pair's. */
    recaptchaSecretKey: 'local-recaptcha-secret',
    recaptchaScriptUrl: `${origin}/recaptcha/api.js`,
  };
}

/** Store shapes `local/` can follow: `standard` (SureCart as it writes its data) or `customised`. */
export const STORE_SHAPES = /** @type {const} */ (['standard', 'customised']);

/**
 * The catalogue's shape, from `LOCAL_STORE_SHAPE`: `standard` unless set to `customised`.
 * @param {Record<string, string | undefined>} [env]
 * @returns {'standard' | 'customised'}
 */
export function localStoreShape(env = {}) {
  const value = env.LOCAL_STORE_SHAPE;
  if (value === undefined || value === '') return 'standard';
  if (value !== 'standard' && value !== 'customised') {
    throw new Error(`LOCAL_STORE_SHAPE must be ${STORE_SHAPES.join(' or ')}, not "${value}"`);
  }
  return value;
}

/** The defaults with nothing moved: backend on 54321, shop on 4321. */
export const LOCAL_DEFAULTS = localDefaults();

/**
 * The shop's public variables pointed at a local backend: what astro.config.mjs
 * defaults to, and what the launcher and the tests set.
 * @param {ReturnType<typeof localDefaults>} local
 */
export function localShopEnv(local) {
  return {
    SITE_URL: local.siteUrl,
    SURECART_API_URL: local.surecartApiUrl,
    SURECART_PUBLIC_TOKEN: local.surecartPublicToken,
    SHOP_HOST_URL: local.shopHostUrl,
    SUPABASE_URL: local.supabaseUrl,
    SUPABASE_ANON_KEY: local.supabaseAnonKey,
    RECAPTCHA_SITE_KEY: local.recaptchaSiteKey,
    RECAPTCHA_SCRIPT_URL: local.recaptchaScriptUrl,
  };
}

/** The variables that point the shop at a backend; when any of them is at its local value, `local/` is needed. */
export const BACKEND_VARIABLES = /** @type {const} */ (['SURECART_API_URL', 'SHOP_HOST_URL', 'SUPABASE_URL']);
