/**
 * supabase/config.toml is what `supabase config push` sends to the live
 * project; local/ enforces the same rules on this machine. Each setting here
 * is read from the file and compared with what the shop and local/ do, so
 * the two cannot drift apart unnoticed (docs/decisions/0072).
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH as SHOP_PASSWORD_MIN_LENGTH } from '~/features/auth/validation.ts';
import { PASSWORD_MIN_LENGTH, weaknesses } from '../../local/auth/passwords.ts';
import { DEFAULT_AUTH_LIMITS } from '../../local/auth/rate-limits.ts';
import { allowedRedirect } from '../../local/auth/redirects.ts';
import { LINK_TTL_SECONDS } from '../../local/auth/service.ts';
import { readAuthEmailTemplates, readSupabaseConfig, SUPABASE_CONFIG_PATH } from '../../local/auth/supabase-config.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_REUSE_SECONDS } from '../../local/auth/tokens.ts';

/** The part of the file these checks read; `z.object` ignores the rest. */
const configSchema = z.object({
  auth: z.object({
    site_url: z.string(),
    additional_redirect_urls: z.array(z.string()),
    jwt_expiry: z.number(),
    enable_refresh_token_rotation: z.boolean(),
    refresh_token_reuse_interval: z.number(),
    enable_signup: z.boolean(),
    enable_anonymous_sign_ins: z.boolean(),
    minimum_password_length: z.number(),
    password_requirements: z.string(),
    rate_limit: z.object({
      email_sent: z.number(),
      sign_in_sign_ups: z.number(),
      token_refresh: z.number(),
      token_verifications: z.number(),
    }),
    email: z.object({
      enable_signup: z.boolean(),
      enable_confirmations: z.boolean(),
      max_frequency: z.string(),
      otp_expiry: z.number(),
      smtp: z.object({ enabled: z.boolean(), pass: z.string() }),
    }),
  }),
  functions: z.record(z.string(), z.object({ verify_jwt: z.boolean() })),
});

const config = configSchema.parse(readSupabaseConfig());
const { auth } = config;

/** Seconds in a Go duration as the CLI writes them here ("60s", "1m", "1h"). */
function seconds(duration: string): number {
  const match = /^(\d+)([smh])$/.exec(duration);
  if (!match) throw new Error(`not a duration this test reads: ${duration}`);
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as 's' | 'm' | 'h'];
}

/** Supabase Auth's rate-limit windows, fixed by the service: 5 minutes, or an hour for e-mails sent. */
const FIVE_MINUTES = 300;
const HOUR = 3600;

describe('supabase/config.toml agrees with the shop and local/', () => {
  it("names the shop's own SITE_URL as Auth's site, and no other return address", () => {
    expect(auth.site_url).toBe('env(SITE_URL)');
    expect(auth.additional_redirect_urls).toEqual([]);
    // With no other address allowed, Auth sends links back only to the site's origin (scheme, host and
    // port), French pages included; local/ does the same.
    const site = 'https://www.velonord.ca';
    for (const page of [`${site}/fr/auth/confirm`, `${site}/auth/update-password`, `${site}/fr/`]) {
      expect(allowedRedirect(page, site)).toBe(page);
    }
    for (const other of [
      'https://evil.example/fr/',
      'http://www.velonord.ca/fr/',
      'https://www.velonord.ca:8443/',
      'https://velonord.ca/',
    ]) {
      expect(allowedRedirect(other, site)).toBe(site);
    }
  });

  it('asks for the password rule the shop states and local/ enforces', () => {
    expect(auth.minimum_password_length).toBe(PASSWORD_MIN_LENGTH);
    expect(auth.minimum_password_length).toBe(SHOP_PASSWORD_MIN_LENGTH);
    // Supabase's "lower_upper_letters_digits": each of the three kinds at least once.
    expect(auth.password_requirements).toBe('lower_upper_letters_digits');
    expect(weaknesses('Cycling2025')).toEqual([]);
    expect(weaknesses('cycling2025')).toEqual(['characters']);
    expect(weaknesses('CYCLING2025')).toEqual(['characters']);
    expect(weaknesses('CyclingNord')).toEqual(['characters']);
    expect(weaknesses('Cycl2025'.slice(0, auth.minimum_password_length - 1))).toEqual(['length']);
    expect(weaknesses('Cycl2025'.slice(0, auth.minimum_password_length))).toEqual([]);
  });

  it("sets Auth's per-IP rate limits to local/'s", () => {
    const limits = auth.rate_limit;
    expect(DEFAULT_AUTH_LIMITS.token).toEqual({ max: limits.sign_in_sign_ups, windowSeconds: FIVE_MINUTES });
    expect(DEFAULT_AUTH_LIMITS.refresh).toEqual({ max: limits.token_refresh, windowSeconds: FIVE_MINUTES });
    // local/ counts verifications over an hour: the same number as twelve 5-minute windows.
    expect(DEFAULT_AUTH_LIMITS.verify).toEqual({
      max: limits.token_verifications * (HOUR / FIVE_MINUTES),
      windowSeconds: HOUR,
    });
  });

  it("allows the whole project at least the e-mails local/ allows one caller, and one per address per local/'s window", () => {
    expect(DEFAULT_AUTH_LIMITS.emailSent.windowSeconds).toBe(HOUR);
    expect(auth.rate_limit.email_sent).toBeGreaterThanOrEqual(DEFAULT_AUTH_LIMITS.emailSent.max);
    // Supabase applies email_sent only with a sender of the project's own.
    expect(auth.email.smtp.enabled).toBe(true);
    expect(DEFAULT_AUTH_LIMITS.email).toEqual({ max: 1, windowSeconds: seconds(auth.email.max_frequency) });
  });

  it("confirms addresses by e-mail, with links and tokens that last as long as local/'s", () => {
    expect(auth.enable_signup && auth.email.enable_signup).toBe(true);
    expect(auth.email.enable_confirmations).toBe(true);
    expect(auth.enable_anonymous_sign_ins).toBe(false);
    expect(auth.email.otp_expiry).toBe(LINK_TTL_SECONDS);
    expect(auth.jwt_expiry).toBe(ACCESS_TOKEN_SECONDS);
    expect(auth.enable_refresh_token_rotation).toBe(true);
    expect(auth.refresh_token_reuse_interval).toBe(REFRESH_TOKEN_REUSE_SECONDS);
  });

  it('keeps secrets out of the file: the SMTP password is read from the environment', () => {
    expect(auth.email.smtp.pass).toMatch(/^env\([A-Z_]+\)$/);
  });

  it('names an e-mail template file and subject for each link Auth mails', () => {
    const templates = readAuthEmailTemplates();
    for (const name of ['confirmation', 'magic_link', 'recovery'] as const) {
      expect(templates[name].subject, name).toContain('{{ else }}');
      expect(templates[name].content, name).toContain('{{ .ConfirmationURL }}');
    }
  });

  it('sets the JWT check of every function: off only for the webhooks and the signed-out activation request', () => {
    const functionsDir = resolve(SUPABASE_CONFIG_PATH, '../functions');
    const deployed = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(config.functions).sort()).toEqual(deployed);
    const unchecked = Object.entries(config.functions)
      .filter(([, settings]) => !settings.verify_jwt)
      .map(([name]) => name)
      .sort();
    expect(unchecked).toEqual(['order-paid', 'product-restocked', 'resend-activation']);
  });
});
