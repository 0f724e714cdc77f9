/**
 * The hosted checkout's words in English and French, the language a checkout
 * was started in (French when the shop created it with metadata
 * `locale: "fr"`), and its amounts written as a shopper of that language reads
 * them. Shared by the checkout's pages and the order e-mail.
 */
import { DEFAULT_LANGUAGE, languageOfCode } from '../../supabase/functions/_shared/languages.ts';
import { mailLanguage, type MailLanguage } from '../../supabase/functions/_shared/mail-language.ts';
import type { CheckoutRow } from './checkout-rows.ts';
import type { DetailsForm } from './checkout-details.ts';

export type { MailLanguage as CheckoutLanguage } from '../../supabase/functions/_shared/mail-language.ts';

/** The language a checkout was started in: its metadata `locale` (`fr`), else English. */
export const checkoutLanguage = (checkout: Pick<CheckoutRow, 'metadata'>): MailLanguage =>
  mailLanguage(checkout.metadata?.locale);

/** The locale the numbers are formatted in, from the shop's languages table. */
const formatLocale = (language: MailLanguage) => (languageOfCode(language) ?? DEFAULT_LANGUAGE).locale;

/** Cents in the checkout's currency, the way Canadians read it (`$1,299.00`, or `1 299,00 $` in French). */
export const money = (cents: number, currency = 'cad', language: MailLanguage = 'en') =>
  new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** The hosted checkout's words in each language. */
export const CHECKOUT_TEXTS = {
  en: {
    checkout: 'Checkout',
    notFoundTitle: 'Checkout not found',
    notFoundText: 'This checkout link is not valid.',
    backToShop: 'Back to the shop',
    paidTitle: 'This order is paid',
    seeOrder: 'See your order',
    paymentImpossible: 'Payment not possible',
    backToDetails: 'Back to your details',
    summary: 'Order summary',
    item: 'Item',
    unavailable: 'No longer available',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    taxes: 'Taxes',
    fromAddress: 'Calculated from your address',
    total: (currency: string) => `Total (${currency})`,
    details: 'Your details',
    fields: {
      email: 'E-mail',
      name: 'Full name',
      line1: 'Street address',
      city: 'City',
      postal_code: 'Postal or ZIP code',
      country: 'Country',
      region: 'Province or state',
    } satisfies Record<keyof DetailsForm, string>,
    countries: { CA: 'Canada', US: 'United States' },
    countryHint: 'Changing the country? Continue once to see its provinces or states.',
    toPayment: 'Continue to payment',
    payment: 'Payment',
    editDetails: 'Edit details',
    testNotice: 'This is the local test checkout: no card is needed and no money moves.',
    pay: (amount: string) => `Pay ${amount} (test payment)`,
  },
  fr: {
    checkout: 'Paiement',
    notFoundTitle: 'Paiement introuvable',
    notFoundText: 'Ce lien de paiement n’est pas valide.',
    backToShop: 'Retour à la boutique',
    paidTitle: 'Cette commande est payée',
    seeOrder: 'Voir votre commande',
    paymentImpossible: 'Paiement impossible',
    backToDetails: 'Retour à vos coordonnées',
    summary: 'Résumé de la commande',
    item: 'Article',
    unavailable: 'N’est plus offert',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    taxes: 'Taxes',
    fromAddress: 'Calculé selon votre adresse',
    total: (currency: string) => `Total (${currency})`,
    details: 'Vos coordonnées',
    fields: {
      email: 'Courriel',
      name: 'Nom complet',
      line1: 'Adresse',
      city: 'Ville',
      postal_code: 'Code postal ou ZIP',
      country: 'Pays',
      region: 'Province ou État',
    },
    countries: { CA: 'Canada', US: 'États-Unis' },
    countryHint: 'Vous changez de pays? Continuez une fois pour voir ses provinces ou ses États.',
    toPayment: 'Continuer vers le paiement',
    payment: 'Paiement',
    editDetails: 'Modifier mes coordonnées',
    testNotice: 'Ceci est le paiement d’essai local\u00a0: aucune carte n’est demandée et aucun argent n’est débité.',
    pay: (amount: string) => `Payer ${amount} (paiement d’essai)`,
  },
} satisfies Record<MailLanguage, unknown>;
