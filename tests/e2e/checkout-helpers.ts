/**
 * Buying through the shop's pages and the commerce platform's hosted
 * checkout (the local stand-in), in either language of the shop.
 */
import type { Page } from '@playwright/test';
import { localePath, type Locale } from '../../src/i18n/locales.ts';
import { localProducts, type LocalProduct } from '../support/commerce-wire.ts';
import { commerceApi, SHOWN_PRODUCTS, expect, waitForIslands } from './fixtures.ts';

/** The shop's words on the way to the checkout, in each language. */
const WORDS: Record<
  Locale,
  { addToCart: string; openCart: RegExp; oneItem: RegExp; cart: string; checkout: RegExp; thanks: string }
> = {
  'en-CA': {
    addToCart: 'Add to Cart',
    openCart: /Open cart/,
    oneItem: /1 item in cart/,
    cart: 'Review Your Cart',
    checkout: /^Checkout/,
    thanks: 'Thank you for your order!',
  },
  'fr-CA': {
    addToCart: 'Ajouter au panier',
    openCart: /Ouvrir le panier/,
    oneItem: /1 article dans le panier/,
    cart: 'Votre panier',
    checkout: /^Passer à la caisse/,
    thanks: 'Merci de votre commande!',
  },
};

/** A product with one price and no options: one click adds it. */
export async function simpleProduct(): Promise<LocalProduct<'prices' | 'variants'>> {
  const body = await commerceApi(
    `/products?limit=100&${SHOWN_PRODUCTS}&sort=name:asc&expand[]=prices&expand[]=variants`,
  );
  const { data } = localProducts(body, 'prices', 'variants');
  return data.find((p) => !p.variants.data.length && p.prices.data.length === 1)!;
}

/**
 * Fills the hosted checkout's details step and goes on to payment. The hosted page is the platform's: its
 * words may follow the shopper's language, so each label is looked for in English or in French.
 */
export async function fillHostedDetails(hosted: Page, email: string, name = 'Marie Tremblay') {
  await hosted.getByLabel(/^(E-mail|Courriel)$/).fill(email);
  await hosted.getByLabel(/^(Full name|Nom complet)$/).fill(name);
  await hosted.getByLabel(/^(Street address|Adresse)/).fill('45 rue Wellington');
  await hosted.getByLabel(/^(City|Ville)$/).fill('Sherbrooke');
  await hosted.getByLabel(/^(Postal or ZIP code|Code postal)/).fill('J1H 5C7');
  await hosted.getByLabel(/^Province/).selectOption('QC');
  await hosted
    .getByRole('button', { name: /^(Continue to payment|Continuer vers le paiement|Passer au paiement)$/ })
    .click();
}

/**
 * Buys one simple product as a guest, on the shop's pages in `locale`: product page, cart, hosted checkout in
 * a new tab, test payment. Resolves to the tab, back on the shop's thank-you page in that language.
 */
export async function buyAsGuest(page: Page, email: string, locale: Locale = 'en-CA'): Promise<Page> {
  const words = WORDS[locale];
  const product = await simpleProduct();
  await page.goto(localePath(`/product/${product.slug}`, locale));
  await waitForIslands(page);
  await page.getByRole('button', { name: words.addToCart }).click();
  await expect(page.getByRole('button', { name: words.openCart })).toHaveAccessibleName(words.oneItem);
  await page.getByRole('button', { name: words.openCart }).click();
  const cart = page.getByRole('dialog', { name: words.cart });
  const [hosted] = await Promise.all([
    page.context().waitForEvent('page'),
    cart.getByRole('button', { name: words.checkout }).click(),
  ]);
  await hosted.waitForLoadState();
  await fillHostedDetails(hosted, email);
  await hosted.getByRole('button', { name: /^(Pay|Payer) .* \((test payment|paiement d’essai)\)$/ }).click();
  // Back on the shop, in the language the purchase began in.
  await expect(hosted).toHaveURL(/\/thank-you\?sc_order=/);
  expect(new URL(hosted.url()).pathname).toBe(localePath('/thank-you', locale));
  await expect(hosted.getByRole('heading', { name: words.thanks })).toBeVisible();
  return hosted;
}
