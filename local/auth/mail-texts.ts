/**
 * The e-mails Auth sends: sign-up confirmation, e-mail sign-in link and
 * password reset, in English or French. The language is the link's return
 * address's: a `/fr/` page of the shop gets the French e-mail (a hosted
 * Supabase template tells the same from `{{ .RedirectTo }}`).
 */
import {
  linkEmail,
  LINK_VALIDITY,
  SHOP_NAME,
  type LinkEmail,
  type LinkEmailContent,
} from '../../supabase/functions/_shared/link-email.ts';
import type { MailLanguage } from '../../supabase/functions/_shared/mail-language.ts';

export type AuthEmailType = 'signup' | 'magiclink' | 'recovery';

type Texts = Pick<LinkEmailContent, 'subject' | 'intro' | 'action' | 'footer'>;

const TEXTS: Record<AuthEmailType, Record<MailLanguage, Texts>> = {
  signup: {
    en: {
      subject: `Confirm your ${SHOP_NAME} account`,
      intro: [
        `Welcome to ${SHOP_NAME}! Confirm your e-mail address to finish creating your account.`,
        LINK_VALIDITY.en,
      ],
      action: 'Confirm your e-mail address',
      footer: 'If you did not create an account, you can ignore this e-mail.',
    },
    fr: {
      subject: `Confirmez votre compte ${SHOP_NAME}`,
      intro: [
        `Bienvenue chez ${SHOP_NAME}! Confirmez votre adresse courriel pour terminer la création de votre compte.`,
        LINK_VALIDITY.fr,
      ],
      action: 'Confirmer mon adresse courriel',
      footer: 'Si vous n’avez pas créé de compte, vous pouvez ignorer ce courriel.',
    },
  },
  magiclink: {
    en: {
      subject: `Your ${SHOP_NAME} sign-in link`,
      intro: ['Use this link to sign in to your account.', LINK_VALIDITY.en],
      action: 'Sign in',
      footer: 'If you did not ask to sign in, you can ignore this e-mail.',
    },
    fr: {
      subject: `Votre lien de connexion ${SHOP_NAME}`,
      intro: ['Utilisez ce lien pour vous connecter à votre compte.', LINK_VALIDITY.fr],
      action: 'Se connecter',
      footer: 'Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer ce courriel.',
    },
  },
  recovery: {
    en: {
      subject: `Reset your ${SHOP_NAME} password`,
      intro: [
        'Someone asked to reset the password of your account. Use this link to choose a new one.',
        LINK_VALIDITY.en,
      ],
      action: 'Choose a new password',
      footer: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
    },
    fr: {
      subject: `Réinitialisez votre mot de passe ${SHOP_NAME}`,
      intro: [
        'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte. Utilisez ce lien pour en choisir un nouveau.',
        LINK_VALIDITY.fr,
      ],
      action: 'Choisir un nouveau mot de passe',
      footer: 'Si vous n’avez rien demandé, vous pouvez ignorer ce courriel\u00a0: votre mot de passe reste le même.',
    },
  },
};

/** The e-mail of `type` in `language`, carrying `link`. */
export function authEmail(type: AuthEmailType, language: MailLanguage, to: string, link: string): Promise<LinkEmail> {
  return linkEmail({ to, link, language, ...TEXTS[type][language] });
}
