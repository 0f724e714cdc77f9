/** The activation e-mail: its link signs the person in and opens the Set Your Password dialog on the shop. */
import type { AccountDirectory } from './account-directory.ts';
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

const TEXTS: Record<MailLanguage, Pick<LinkEmailContent, 'subject' | 'intro' | 'action' | 'footer'>> = {
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
};

export function activationEmail(to: string, link: string, language: MailLanguage = 'en'): Promise<LinkEmail> {
  return linkEmail({ to, link, language, ...TEXTS[language] });
}

/**
 * Makes a fresh sign-in link for `email` landing on `/auth/confirm` (`/fr/auth/confirm`
 * in French), and mails it as the activation e-mail in that language.
 */
export async function sendActivation(
  deps: { directory: AccountDirectory; mail: MailSender; siteUrl: string },
  email: string,
  language: MailLanguage = 'en',
): Promise<void> {
  const link = await deps.directory.signInLink(email, activationRedirect(deps.siteUrl, language));
  await deps.mail.send(await activationEmail(email, link, language));
}
