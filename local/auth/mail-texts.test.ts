/**
 * Auth's e-mails as `local/` sends them: the live project's templates and
 * subjects from supabase/config.toml, rendered with the values Supabase Auth
 * gives them, in the language of the link's return address.
 */
import { describe, expect, it } from 'vitest';
import { localePath } from '~/i18n/locales.ts';
import { authEmail, type AuthEmailType } from './mail-texts.ts';

const SITE = 'http://localhost:20500';
const LINK = `${SITE}/auth/v1/verify?token=abc&type=signup&redirect_to=${encodeURIComponent(`${SITE}/fr/auth/confirm`)}`;

/** Where the shop's e-mail links return from a page in each language (src/features/auth/actions.ts). */
const returnTo = (path: string, language: 'en' | 'fr') =>
  `${SITE}${localePath(path, language === 'fr' ? 'fr-CA' : 'en-CA')}`;

const CASES: Array<{ type: AuthEmailType; path: string; en: [string, string]; fr: [string, string] }> = [
  {
    type: 'signup',
    path: '/auth/confirm',
    en: ['Confirm your Vélo Nord account', 'Confirm your e-mail address'],
    fr: ['Confirmez votre compte Vélo Nord', 'Confirmer mon adresse courriel'],
  },
  {
    type: 'magiclink',
    path: '/',
    en: ['Your Vélo Nord sign-in link', 'Sign in'],
    fr: ['Votre lien de connexion Vélo Nord', 'Se connecter'],
  },
  {
    type: 'recovery',
    path: '/auth/update-password',
    en: ['Reset your Vélo Nord password', 'Choose a new password'],
    fr: ['Réinitialisez votre mot de passe Vélo Nord', 'Choisir un nouveau mot de passe'],
  },
];

describe("Auth's e-mails, from the live project's templates", () => {
  describe.each(CASES)('$type', ({ type, path, en, fr }) => {
    it('returning to an English page: English subject, heading, button and link', () => {
      const mail = authEmail(type, 'ana@example.ca', { link: LINK, redirectTo: returnTo(path, 'en'), siteUrl: SITE });
      expect(mail.to).toBe('ana@example.ca');
      expect(mail.subject).toBe(en[0]);
      expect(mail.html).toContain('<html lang="en-CA">');
      expect(mail.html).toContain(`<h1 style="font-size:1.25rem">${en[0]}</h1>`);
      expect(mail.html).toContain(`<a href="${LINK.replaceAll('&', '&amp;')}"`);
      expect(mail.html).not.toContain('lang="fr-CA"');
      expect(mail.text).toContain(`${en[1]}\n`);
      expect(mail.text).toContain(`Or copy this address into your browser: ${LINK}`);
      expect(mail.text).toContain('The link works once, within one hour.');
    });

    it('returning to a French page: French subject, heading, button and link', () => {
      const mail = authEmail(type, 'ana@example.ca', { link: LINK, redirectTo: returnTo(path, 'fr'), siteUrl: SITE });
      expect(mail.subject).toBe(fr[0]);
      expect(mail.html).toContain('<html lang="fr-CA">');
      expect(mail.html).toContain(`<h1 style="font-size:1.25rem">${fr[0]}</h1>`);
      expect(mail.html).not.toContain('lang="en-CA"');
      expect(mail.text).toContain(`${fr[1]}\n`);
      expect(mail.text).toContain(`Ou copiez cette adresse dans votre navigateur\u00a0: ${LINK}`);
      expect(mail.text).toContain('Le lien fonctionne une seule fois, dans l’heure qui suit.');
    });
  });

  it('is English when the link returns to the site itself, as after a refused return address', () => {
    const mail = authEmail('recovery', 'ana@example.ca', { link: LINK, redirectTo: SITE, siteUrl: SITE });
    expect(mail.subject).toBe('Reset your Vélo Nord password');
  });

  it('is English for a /fr/ page of another origin', () => {
    const mail = authEmail('signup', 'ana@example.ca', {
      link: LINK,
      redirectTo: 'http://localhost:20501/fr/auth/confirm',
      siteUrl: SITE,
    });
    expect(mail.subject).toBe('Confirm your Vélo Nord account');
  });
});
