// @ts-check
/**
 * The security headers every response of the shop carries, wherever it is
 * served. HSTS is only sent where the shop is on HTTPS (Vercel): on a plain
 * HTTP server it would be ignored, and on localhost it would pin the browser.
 */

/** Browser features the shop never uses, turned off for it and any frame. */
const UNUSED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * @param {string} csp the Content-Security-Policy
 * @param {{ https?: boolean }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(csp, { https = false } = {}) {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
