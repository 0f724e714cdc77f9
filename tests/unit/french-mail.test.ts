/**
 * The French e-mails and hosted checkout words follow the shop's French
 * writing rules: « courriel », a non-breaking space before ":" and "$", none
 * before "!", "?" and ";", the curly apostrophe, and no English left over.
 */
import { describe, expect, it } from 'vitest';
import { authEmail } from '../../local/auth/mail-texts.ts';
import { CHECKOUT_TEXTS } from '../../local/commerce/checkout-texts.ts';
import type { Summary } from '../../local/commerce/hosted-checkout-views.ts';
import { orderEmail } from '../../local/commerce/order-email.ts';
import type { CheckoutRow, LineItemRow } from '../../local/commerce/checkout-rows.ts';
import { activationEmail } from '../../supabase/functions/_shared/activation-email.ts';
import { contactEmails } from '../../supabase/functions/send-contact-notification/handler.ts';
import { RESEND_TEXTS } from '../../supabase/functions/resend-activation/handler.ts';

const SITE = 'https://velonord.ca';
const LINK = `${SITE}/auth/v1/verify?token=t`;

/** What a reader sees of an e-mail's text: addresses left out (their colons are not French punctuation). */
const prose = (text: string) => text.replace(/https?:\/\/\S+/g, 'ADRESSE');

function expectFrenchTypography(label: string, text: string) {
  expect(text, label).not.toMatch(/[^\u00a0]:/);
  expect(text, label).not.toMatch(/[^\u00a0\d]\$/);
  expect(text, label).not.toMatch(/\s[!?;]/);
  expect(text, label).not.toContain("'");
  expect(text, label).not.toMatch(/e-mail|\bthe\b|\byour\b/i);
}

const frenchOrder = async () => {
  const checkout = {
    id: 'co_1',
    name: 'Ana Roy',
    email: 'ana@example.ca',
    currency: 'cad',
    metadata: { locale: 'fr' },
  };
  const summary: Summary = {
    checkout: checkout as unknown as CheckoutRow,
    lines: [{ product_id: 'p1', quantity: 2, unit_amount: 129_900 } as LineItemRow],
    amounts: { total_amount: 299_900 } as Summary['amounts'],
    productName: (_id, language) => (language === 'fr' ? 'Vélo Sentier' : 'Trail Bike'),
    isPurchasable: () => true,
  };
  return orderEmail(summary, 1001, 'https://velonord.ca');
};

describe('French e-mails', () => {
  it('are written in French with French typography', async () => {
    const mails = [
      ...(['signup', 'magiclink', 'recovery'] as const).map((type) =>
        authEmail(type, 'ana@example.ca', { link: LINK, redirectTo: `${SITE}/fr/auth/confirm`, siteUrl: SITE }),
      ),
      await activationEmail('ana@example.ca', LINK, 'fr'),
      contactEmails(
        { id: '1', name: 'Ana', email: 'ana@example.ca', phone: '', message: 'Allo', created_at: '' },
        'support@velonord.ca',
        'fr',
      )[1]!,
      await frenchOrder(),
    ];
    for (const mail of mails) {
      expectFrenchTypography(mail.subject, mail.subject);
      expectFrenchTypography(mail.subject, prose(mail.text));
    }
  });

  it('show prices and the order number as French writes them, with the French product name', async () => {
    const mail = await frenchOrder();
    expect(mail.subject).toBe('Votre commande Vélo Nord nº\u00a01001');
    expect(mail.text).toContain('Vélo Sentier × 2\u00a0: 2\u00a0598,00\u00a0$');
    expect(mail.text).toContain('Total\u00a0: 2\u00a0999,00\u00a0$ CAD');
  });

  it("the activation function's French answers and the hosted checkout's French words follow the same rules", () => {
    const words = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? [String(value('1\u00a0299,00\u00a0$'))]
          : Object.values(value as object).flatMap(words);
    for (const text of [...words(RESEND_TEXTS.fr), ...words(CHECKOUT_TEXTS.fr)]) expectFrenchTypography(text, text);
  });
});
