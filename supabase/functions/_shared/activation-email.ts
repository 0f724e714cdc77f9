/** The activation e-mail: its link signs the person in and opens the Set Your Password dialog on the shop. */
import type { AccountDirectory } from './account-directory.ts';
import { linkEmail, SHOP_NAME, type LinkEmail } from './link-email.ts';

export interface MailSender {
  send(mail: LinkEmail): Promise<void>;
}

/** Where an activation link lands: the page that confirms the sign-in and asks for a password. */
export function activationRedirect(siteUrl: string): string {
  return new URL('/auth/confirm', siteUrl).href;
}

export function activationEmail(to: string, link: string): Promise<LinkEmail> {
  return linkEmail({
    to,
    subject: `Activate your ${SHOP_NAME} account`,
    intro: [
      `Your ${SHOP_NAME} account is ready. Activate it to follow your orders: the link signs you in and asks you to choose a password.`,
      'The link works once, within one hour.',
    ],
    action: 'Activate your account',
    link,
    footer: 'If you did not order from us, you can ignore this e-mail.',
  });
}

/** Makes a fresh sign-in link for `email` landing on `/auth/confirm`, and mails it as the activation e-mail. */
export async function sendActivation(
  deps: { directory: AccountDirectory; mail: MailSender; siteUrl: string },
  email: string,
): Promise<void> {
  const link = await deps.directory.signInLink(email, activationRedirect(deps.siteUrl));
  await deps.mail.send(await activationEmail(email, link));
}
