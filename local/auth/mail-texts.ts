/** The e-mails Auth sends: sign-up confirmation, e-mail sign-in link and password reset. */
import { linkEmail, SHOP_NAME, type LinkEmail } from '../../supabase/functions/_shared/link-email.ts';

/** How long an e-mail link works, in the words the e-mails use. */
const VALIDITY = 'The link works once, within one hour.';

export function confirmationEmail(to: string, link: string): Promise<LinkEmail> {
  return linkEmail({
    to,
    subject: `Confirm your ${SHOP_NAME} account`,
    intro: [`Welcome to ${SHOP_NAME}! Confirm your e-mail address to finish creating your account.`, VALIDITY],
    action: 'Confirm your e-mail address',
    link,
    footer: 'If you did not create an account, you can ignore this e-mail.',
  });
}

export function signInLinkEmail(to: string, link: string): Promise<LinkEmail> {
  return linkEmail({
    to,
    subject: `Your ${SHOP_NAME} sign-in link`,
    intro: ['Use this link to sign in to your account.', VALIDITY],
    action: 'Sign in',
    link,
    footer: 'If you did not ask to sign in, you can ignore this e-mail.',
  });
}

export function passwordResetEmail(to: string, link: string): Promise<LinkEmail> {
  return linkEmail({
    to,
    subject: `Reset your ${SHOP_NAME} password`,
    intro: ['Someone asked to reset the password of your account. Use this link to choose a new one.', VALIDITY],
    action: 'Choose a new password',
    link,
    footer: 'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  });
}
