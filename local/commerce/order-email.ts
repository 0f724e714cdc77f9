/**
 * The order confirmation local/ mails when a checkout is paid, in the
 * checkout's language, as the platform sends one: thanks, the lines, the
 * total and the links to the order and to sign in.
 */
import { html } from 'hono/html';
import { shopAddress, type MailLanguage } from '../../supabase/functions/_shared/mail-language.ts';
import { lineSubtotal } from './checkout-pricing.ts';
import { checkoutLanguage, money } from './checkout-texts.ts';
import { lineName, type Summary } from './hosted-checkout-views.ts';

/** The order confirmation's words in each language. */
const ORDER_EMAIL = {
  en: {
    subject: (number: number) => `Your Vélo Nord order #${number}`,
    thanks: (name: string | null) => (name ? `Thank you for your order, ${name}!` : 'Thank you for your order!'),
    total: 'Total:',
    view: 'View your order',
    yourOrder: 'Your order:',
    activate:
      'To follow your orders, activate your account with the link in the separate e-mail we sent to this address.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    signInColon: 'Sign in:',
  },
  fr: {
    subject: (number: number) => `Votre commande Vélo Nord nº\u00a0${number}`,
    thanks: (name: string | null) => (name ? `Merci pour votre commande, ${name}!` : 'Merci pour votre commande!'),
    total: 'Total\u00a0:',
    view: 'Voir votre commande',
    yourOrder: 'Votre commande\u00a0:',
    activate:
      'Pour suivre vos commandes, activez votre compte avec le lien du courriel distinct que nous avons envoyé à cette adresse.',
    haveAccount: 'Vous avez déjà un compte?',
    signIn: 'Connectez-vous',
    signInColon: 'Connectez-vous\u00a0:',
  },
} satisfies Record<MailLanguage, unknown>;

/** The longest first name the order e-mail greets a buyer by. */
export const GREETING_NAME_MAX = 40;

/**
 * The name the order e-mail greets the buyer by, as a store's receipt does: the first word of the name
 * typed at checkout when it is a name (letters, with an apostrophe, hyphen or period between them) of at
 * most `GREETING_NAME_MAX` characters; none otherwise. The e-mail goes to whatever address was typed, so
 * this one word is all it repeats of what was typed: it cannot carry anyone's message or link.
 */
export function greetingName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/u)[0] ?? '';
  return first.length <= GREETING_NAME_MAX && /^\p{L}+(?:['’.-]\p{L}+)*\.?$/u.test(first) ? first : null;
}

/**
 * The order confirmation, in text and HTML, in the checkout's language, with the link to the order on the
 * shop. Besides the buyer's first name (`greetingName`), it holds only the shop's words, the catalogue's
 * product names and the amounts.
 */
export async function orderEmail(summary: Summary, orderNumber: number, siteUrl: string) {
  const { amounts, checkout } = summary;
  const language = checkoutLanguage(checkout);
  const t = ORDER_EMAIL[language];
  const greeting = t.thanks(greetingName(checkout.name));
  const cash = (cents: number) => money(cents, 'cad', language);
  const orderUrl = shopAddress(siteUrl, `/thank-you?sc_order=${checkout.id}`, language);
  const loginUrl = shopAddress(siteUrl, '/login', language);
  const lines = summary.lines.map(
    (l) =>
      `${lineName(summary, l, language)} × ${l.quantity}${language === 'fr' ? '\u00a0:' : ':'} ${cash(lineSubtotal(l))}`,
  );
  const total = `${cash(amounts.total_amount)} ${checkout.currency.toUpperCase()}`;
  const body = await html`<p>${greeting}</p>
    <ul>
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    <p><strong>${t.total} ${total}</strong></p>
    <p><a href="${orderUrl}">${t.view}</a></p>
    <p>${t.activate} ${t.haveAccount} <a href="${loginUrl}">${t.signIn}</a>.</p>`;
  return {
    to: checkout.email!,
    subject: t.subject(orderNumber),
    text: [
      greeting,
      '',
      ...lines,
      `${t.total} ${total}`,
      '',
      `${t.yourOrder} ${orderUrl}`,
      t.activate,
      `${t.haveAccount} ${t.signInColon} ${loginUrl}`,
    ].join('\n'),
    html: body.toString(),
  };
}
