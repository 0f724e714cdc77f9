/**
 * The cart follows the signed-in customer, in English and in French: a cart
 * filled in one browser is there in another once they sign in, joined by
 * that browser's guest cart; signing out leaves the browser without it, and
 * signing in brings it back.
 */
import type { Page } from '@playwright/test';
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { messagesFor } from '../../src/i18n/server.ts';
import { accountMenuButton, createAccount, freshEmail, signInWithPassword } from './account-helpers.ts';
import {
  addFromProductPage,
  shownProductName,
  cartButton,
  cartCount,
  cartDrawer,
  lineQuantity,
  openCartDrawer,
  simpleProducts,
  type ApiProduct,
} from './cart-helpers.ts';
import { backendOrigin, expect, test } from './fixtures.ts';
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
  { name: 'English', locale: 'en-CA', path: (p: string) => p, words: messagesFor('en-CA') },
  { name: 'French', locale: 'fr-CA', path: french, words: messagesFor('fr-CA') },
] as const;

for (const { name, locale, path, words } of LANGUAGES) {
  const productName = (product: ApiProduct) => shownProductName(product, locale);

  test(`${name}: a cart filled in one browser joins the guest cart of another at sign-in, and leaves it at sign-out`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const [helmet, bottle] = await simpleProducts(2);
    const email = freshEmail('nadia', locale === 'fr-CA' ? 'gagnon' : 'roy');
    const userId = await createAccount(email);
    const signIn = (where: Page) => signInWithPassword(where, email, undefined, path('/about'));
    const count = (items: number) => cartCount(items, locale);

    // First browser: the customer, signed in, puts one item in the cart.
    await signIn(page);
    await addFromProductPage(page, helmet!, 1, locale);
    await expect.poll(() => profileCartId(userId)).not.toBeNull();

    // Second browser: a guest cart with the same product and another one.
    const second = await browser.newContext({ baseURL });
    try {
      const other = await second.newPage();
      await addFromProductPage(other, helmet!, 1, locale);
      await addFromProductPage(other, bottle!, 2, locale);

      await signIn(other);
      await expect(cartButton(other, locale)).toHaveAccessibleName(count(3));
      await openCartDrawer(other, locale);
      await expect(lineQuantity(other, productName(helmet!), locale)).toHaveText('2');
      await expect(lineQuantity(other, productName(bottle!), locale)).toHaveText('1');
      await other.keyboard.press('Escape');
      await expect(cartDrawer(other, locale)).toBeHidden();

      // The first browser's next page shows the merged cart too.
      await page.reload();
      await expect(cartButton(page, locale)).toHaveAccessibleName(count(3));

      // Signing out leaves the second browser without the cart.
      await accountMenuButton(other, email, locale).click();
      await other.getByRole('menuitem', { name: words.accountMenu.logOut }).click();
      await expect(other.getByText(words.auth.toasts.loggedOut)).toBeVisible();
      await expect(cartButton(other, locale)).toHaveAccessibleName(count(0));
      const emptied = await openCartDrawer(other, locale);
      await expect(emptied.getByText(words.cartDrawer.emptyTitle)).toBeVisible();
      await other.keyboard.press('Escape');

      // The profile kept it: signing in again brings it back.
      await signIn(other);
      await expect(cartButton(other, locale)).toHaveAccessibleName(count(3));
    } finally {
      await second.close();
    }
  });
}
