/**
 * A row added to a copy of the languages table, which every module then
 * imports instead of the table, reaches routing, links, requests, hreflang,
 * the sitemap, robots.txt, content folders and e-mails.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const TABLE = fileURLToPath(new URL('../../supabase/functions/_shared/languages.ts', import.meta.url));
const SITE = 'https://velonord.ca';
/** Importing the site's modules afresh takes seconds on a busy machine. */
const SLOW = 60_000;
const SPANISH = `{ code: 'es', prefix: '/es', locale: 'es-US', hreflang: 'es', htmlLang: 'es', openGraph: 'es_US', isDefault: false },`;
const END_OF_ROWS = '] as const satisfies readonly Language[];';
const scratch = mkdtempSync(join(tmpdir(), 'shop-languages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a row added to the table', () => {
  it(
    'reaches routing, links, requests, hreflang, the sitemap, robots.txt, content folders and e-mails',
    { timeout: SLOW },
    async () => {
      const source = readFileSync(TABLE, 'utf8');
      expect(source).toContain(END_OF_ROWS);
      const copy = join(scratch, 'languages.ts');
      writeFileSync(copy, source.replace(END_OF_ROWS, `  ${SPANISH}\n${END_OF_ROWS}`));
      vi.resetModules();
      vi.doMock(TABLE, () => import(/* @vite-ignore */ copy));
      try {
        const locales = await import('./locales.ts');
        const alternates = await import('~/features/seo/alternates.ts');
        const sitemap = await import('~/features/seo/sitemap.ts');
        const robots = await import('~/features/seo/robots.ts');
        const twins = await import('~/features/content/twins.ts');
        const mail = await import('~shared/mail-language.ts');
        const config = (await import('../../astro.config.mjs')).default;
        const spanish = 'es-US' as never;

        expect(config.i18n?.locales).toEqual(['en', 'fr', 'es']);
        expect(config.i18n?.defaultLocale).toBe('en');
        expect(locales.LOCALES).toEqual(['en-CA', 'fr-CA', 'es-US']);
        expect(locales.localePath('/shop?sort=name-asc', spanish)).toBe('/es/shop?sort=name-asc');
        expect(locales.localeOfPath('/es/shop')).toBe('es-US');
        expect(locales.translatedPath('/es/shop#top', 'fr-CA')).toBe('/fr/shop#top');
        expect(locales.requestLocale(new URLSearchParams({ lang: 'es' }))).toBe('es-US');
        expect(locales.LANG_ERROR).toBe('lang must be one of en, fr, es');
        expect(alternates.languageAlternates('/shop', SITE)).toContainEqual({
          hreflang: 'es',
          href: `${SITE}/es/shop`,
        });
        expect(sitemap.renderSitemap(['/shop'], SITE)).toContain(`<url><loc>${SITE}/es/shop</loc>`);
        expect(robots.ROBOTS_DISALLOWED).toContain('/es/account');
        expect(twins.missingTwins(['en/faq', 'fr/faq'])).toEqual(['es/faq']);
        expect(mail.mailLanguage('es')).toBe('es');
        expect(mail.shopAddress(SITE, '/auth/confirm', 'es' as never)).toBe(`${SITE}/es/auth/confirm`);
        expect(mail.languageOfAddress(`${SITE}/es/auth/confirm`, SITE)).toBe('es');
        expect(mail.htmlLang('es' as never)).toBe('es');
      } finally {
        vi.doUnmock(TABLE);
        vi.resetModules();
      }
    },
  );
});
