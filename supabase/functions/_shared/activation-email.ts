/**
 * The activation e-mail: its link confirms the address and signs the person
 * in on the shop. For an account opened by an order (no password yet,
 * `password_set: false`) the shop then opens the Set Your Password dialog,
 * and the e-mail says so; an account its owner created with a password
 * (signed up, not confirmed yet) keeps that password, and its e-mail says
 * that instead.
 */
import type { AccountDirectory, AccountUser } from './account-directory.ts';
import { linkEmail, LINK_VALIDITY, SHOP_NAME, type LinkEmail, type LinkEmailContent } from './link-email.ts';
import { shopAddress, type MailLanguage } from './mail-language.ts';

/** Sends one e-mail; `replyTo` sets where answers go (the contact notification's support copy). */
export interface MailSender {
  send(mail: LinkEmail & { replyTo?: string }): Promise<void>;
}

/** Where an activation link lands: the page, in the buyer's language, that confirms the sign-in and asks for a password. */
export function activationRedirect(siteUrl: string, language: MailLanguage = 'en'): string {
  return shopAddress(siteUrl, '/auth/confirm', language);
}

/** Whose account it is: opened by an order (a password still to choose) or created by its owner with one. */
export type ActivationKind = 'password-to-choose' | 'password-chosen';

type Texts = Pick<LinkEmailContent, 'subject' | 'intro' | 'action' | 'footer'>;

const TEXTS: Record<ActivationKind, Record<MailLanguage, Texts>> = {
  'password-to-choose': {
    en: {
      subject: `Activate your ${SHOP_NAME} account`,
      intro: [
        `Your ${SHOP_NAME} account is ready. Activate it to follow your orders: the link signs you in and asks you to choose a password.`,
        LINK_VALIDITY.en,
      ],
      action: 'Activate your account',
      footer: 'If you did not order from us, you can ignore this e-mail.',
    },
    fr: {
      subject: `Activez votre compte ${SHOP_NAME}`,
      intro: [
        `Votre compte ${SHOP_NAME} est prêt. Activez-le pour suivre vos commandes\u00a0: le lien vous connecte et vous demande de choisir un mot de passe.`,
        LINK_VALIDITY.fr,
      ],
      action: 'Activer mon compte',
      footer: 'Si vous n’avez rien commandé chez nous, vous pouvez ignorer ce courriel.',
    },
  },
  'password-chosen': {
    en: {
      subject: `Activate your ${SHOP_NAME} account`,
      intro: [
        `Your ${SHOP_NAME} account is waiting for activation. The link confirms your e-mail address and signs you in; your password stays the one you chose when you created the account.`,
        LINK_VALIDITY.en,
      ],
      action: 'Activate your account',
      footer: 'If you did not create an account with us, you can ignore this e-mail.',
    },
    fr: {
      subject: `Activez votre compte ${SHOP_NAME}`,
      intro: [
        `Votre compte ${SHOP_NAME} attend son activation. Le lien confirme votre adresse courriel et vous connecte; votre mot de passe reste celui que vous avez choisi en créant le compte.`,
        LINK_VALIDITY.fr,
      ],
      action: 'Activer mon compte',
      footer: 'Si vous n’avez pas créé de compte chez nous, vous pouvez ignorer ce courriel.',
    },
  },
};

/** The kind of activation e-mail a user gets: only an account without a chosen password is asked for one. */
export const activationKind = (user: Pick<AccountUser, 'user_metadata'> | undefined): ActivationKind =>
  user?.user_metadata.password_set === false ? 'password-to-choose' : 'password-chosen';

export function activationEmail(
  to: string,
  link: string,
  language: MailLanguage = 'en',
  kind: ActivationKind = 'password-to-choose',
): Promise<LinkEmail> {
  return linkEmail({ to, link, language, ...TEXTS[kind][language] });
}

/**
 * Makes a fresh sign-in link for `email` landing on `/auth/confirm` (`/fr/auth/confirm`
 * in French), and mails it as the activation e-mail in that language, in the
 * words for `user`'s kind of account (looked up when not given).
 */
export async function sendActivation(
  deps: { directory: AccountDirectory; mail: MailSender; siteUrl: string },
  email: string,
  language: MailLanguage = 'en',
  user?: AccountUser,
): Promise<void> {
  const kind = activationKind(user ?? (await deps.directory.findByEmail(email)));
  const link = await deps.directory.signInLink(email, activationRedirect(deps.siteUrl, language));
  await deps.mail.send(await activationEmail(email, link, language, kind));
}
