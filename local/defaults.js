// Well-known values of the embedded backend. The storefront's configuration
// (astro.config.mjs) defaults to them, and `local/` answers to them, so the
// shop works with no configuration at all. None of them is a real secret.

export const LOCAL_HOST = '127.0.0.1';
export const LOCAL_PORT = 54321;
export const LOCAL_ORIGIN = `http://${LOCAL_HOST}:${LOCAL_PORT}`;

/** HS256 secret of the local auth server (the Supabase CLI's demo secret). */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const LOCAL_DEFAULTS = {
  siteUrl: 'http://localhost:4321',
  surecartApiUrl: `${LOCAL_ORIGIN}/v1`,
  surecartPublicToken: 'pt_local_velonord_public',
  surecartSecretKey: 'st_local_velonord_secret',
  shopHostUrl: LOCAL_ORIGIN,
  supabaseUrl: LOCAL_ORIGIN,
  // The Supabase CLI's demo keys, signed with LOCAL_JWT_SECRET.
  supabaseAnonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  supabaseServiceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
  recaptchaSiteKey: 'local-recaptcha-site-key',
  recaptchaScriptUrl: `${LOCAL_ORIGIN}/recaptcha/api.js`,
};

/** The variables that point the shop at a backend; when all of them are at their local value, `local/` is needed. */
export const BACKEND_VARIABLES = {
  SURECART_API_URL: LOCAL_DEFAULTS.surecartApiUrl,
  SHOP_HOST_URL: LOCAL_DEFAULTS.shopHostUrl,
  SUPABASE_URL: LOCAL_DEFAULTS.supabaseUrl,
};
