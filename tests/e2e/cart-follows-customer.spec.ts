/**
 * The cart follows the signed-in customer, in English and in French: a cart
 * filled in one browser is there in another once they sign in, joined by
 * that browser's guest cart; signing out leaves the browser without it, and
 * signing in brings it back.
 */
import type { Page } from '@playwright/test';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import * as en from '../../src/i18n/en.ts';
import * as fr from '../../src/i18n/fr.ts';
import * as enAccounts from '../../src/i18n/en-accounts.ts';
import * as frAccounts from '../../src/i18n/fr-accounts.ts';
import { accountMenuButton, createAccount, freshEmail, signInWithPassword } from './account-helpers.ts';
import { simpleProducts, type ApiProduct } from './cart-helpers.ts';
import { backendOrigin, expect, test, waitForIslands } from './fixtures.ts';
import { french } from './french-helpers.ts';

/** The cart id on a profile, read with the service role: the sign that the first add has reached the profile. */
async function profileCartId(userId: string): Promise<string | null> {
  const response = await fetch(`${backendOrigin}/rest/v1/users?select=cart_checkout_id&user_id=eq.${userId}`, {
    headers: {
      apikey: LOCAL_DEFAULTS.supabaseServiceRoleKey,
      Authorization: `Bearer ${LOCAL_DEFAULTS.supabaseServiceRoleKey}`,
    },
  });
  const [row] = (await response.json()) as { cart_checkout_id: string | null }[];
  return row?.cart_checkout_id ?? null;
}

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-CA',
    path: (p: string) => p,
    words: en,
    accounts: enAccounts,
    productName: (p: ApiProduct) => p.name,
  },
  {
    name: 'French',
    locale: 'fr-CA',
    path: french,
    words: fr,
    accounts: frAccounts,
    productName: (p: ApiProduct) => p.metadata.name_fr ?? p.name,
  },
] as const;

for (const { name, locale, path, words, accounts, productName } of LANGUAGES) {
  const cartButton = (page: Page) => page.getByRole('button', { name: new RegExp(words.header.openCart) });
  const drawer = (page: Page) => page.getByRole('dialog', { name: words.cartDrawer.title });
  const quantityOf = (page: Page, product: ApiProduct) =>
    drawer(page)
      .getByRole('list', { name: words.cartDrawer.lines })
      .getByRole('listitem')
      .filter({ hasText: productName(product) })
      .getByRole('status')
      .filter({ hasText: /^\d+$/ });

  /** Adds one unit from the product's page and waits until the header counts `itemsAfter` items. */
  async function add(page: Page, product: ApiProduct, itemsAfter: number) {
    await page.goto(path(`/product/${product.slug}`));
    await waitForIslands(page);
    await page.getByRole('button', { name: words.productPage.addToCart }).click();
    await expect(cartButton(page)).toHaveAccessibleName(new RegExp(words.header.cartCount(itemsAfter)));
  }

  async function openDrawer(page: Page) {
    await waitForIslands(page);
    await cartButton(page).click();
    await expect(drawer(page)).toBeVisible();
    return drawer(page);
  }

  test(`${name}: a cart filled in one browser joins the guest cart of another at sign-in, and leaves it at sign-out`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const [helmet, bottle] = await simpleProducts(2);
    const email = freshEmail('nadia', locale === 'fr-CA' ? 'gagnon' : 'roy');
    const userId = await createAccount(email);
    const signIn = (where: Page) => signInWithPassword(where, email, undefined, path('/about'));

    // First browser: the customer, signed in, puts one item in the cart.
    await signIn(page);
    await add(page, helmet!, 1);
    await expect.poll(() => profileCartId(userId)).not.toBeNull();

    // Second browser: a guest cart with the same product and another one.
    const second = await browser.newContext({ baseURL });
    try {
      const other = await second.newPage();
      await add(other, helmet!, 1);
      await add(other, bottle!, 2);

      await signIn(other);
      await expect(cartButton(other)).toHaveAccessibleName(new RegExp(words.header.cartCount(3)));
      await openDrawer(other);
      await expect(quantityOf(other, helmet!)).toHaveText('2');
      await expect(quantityOf(other, bottle!)).toHaveText('1');
      await other.keyboard.press('Escape');
      await expect(drawer(other)).toBeHidden();

      // The first browser's next page shows the merged cart too.
      await page.reload();
      await expect(cartButton(page)).toHaveAccessibleName(new RegExp(words.header.cartCount(3)));

      // Signing out leaves the second browser without the cart.
      await accountMenuButton(other, email, locale).click();
      await other.getByRole('menuitem', { name: words.accountMenu.logOut }).click();
      await expect(other.getByText(accounts.auth.toasts.loggedOut)).toBeVisible();
      await expect(cartButton(other)).toHaveAccessibleName(new RegExp(words.header.cartCount(0)));
      const emptied = await openDrawer(other);
      await expect(emptied.getByText(words.cartDrawer.emptyTitle)).toBeVisible();
      await other.keyboard.press('Escape');

      // The profile kept it: signing in again brings it back.
      await signIn(other);
      await expect(cartButton(other)).toHaveAccessibleName(new RegExp(words.header.cartCount(3)));
    } finally {
      await second.close();
    }
  });
}
