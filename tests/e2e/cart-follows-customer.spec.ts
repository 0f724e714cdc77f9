/**
 * The cart follows the signed-in customer: a cart filled in one browser is
 * there in another once they sign in, joined by that browser's guest cart;
 * signing out leaves the browser without it, and signing in brings it back.
 */
import { LOCAL_DEFAULTS } from '../../local/defaults.js';
import { accountMenuButton, createAccount, freshEmail, signInWithPassword } from './account-helpers.ts';
import {
  addFromProductPage,
  cartButton,
  cartDrawer,
  lineQuantity,
  openCartDrawer,
  simpleProducts,
} from './cart-helpers.ts';
import { backendOrigin, expect, test } from './fixtures.ts';

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

test('a cart filled in one browser joins the guest cart of another at sign-in, and leaves it at sign-out', async ({
  page,
  browser,
  baseURL,
}) => {
  const [helmet, bottle] = await simpleProducts(2);
  const email = freshEmail('nadia', 'roy');
  const userId = await createAccount(email);

  // First browser: the customer, signed in, puts one item in the cart.
  await signInWithPassword(page, email);
  await addFromProductPage(page, helmet!, 1);
  await expect.poll(() => profileCartId(userId)).not.toBeNull();

  // Second browser: a guest cart with the same product and another one.
  const second = await browser.newContext({ baseURL });
  try {
    const other = await second.newPage();
    await addFromProductPage(other, helmet!, 1);
    await addFromProductPage(other, bottle!, 2);

    await signInWithPassword(other, email);
    await expect(cartButton(other)).toHaveAccessibleName(/3 items in cart/);
    await openCartDrawer(other);
    await expect(lineQuantity(other, helmet!.name)).toHaveText('2');
    await expect(lineQuantity(other, bottle!.name)).toHaveText('1');
    await other.keyboard.press('Escape');
    await expect(cartDrawer(other)).toBeHidden();

    // The first browser's next page shows the merged cart too.
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName(/3 items in cart/);

    // Signing out leaves the second browser without the cart.
    await accountMenuButton(other, email).click();
    await other.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(other.getByText('Logged out successfully!')).toBeVisible();
    await expect(cartButton(other)).toHaveAccessibleName(/0 items in cart/);
    const emptied = await openCartDrawer(other);
    await expect(emptied.getByText('Your cart is empty')).toBeVisible();
    await other.keyboard.press('Escape');

    // The profile kept it: signing in again brings it back.
    await signInWithPassword(other, email);
    await expect(cartButton(other)).toHaveAccessibleName(/3 items in cart/);
  } finally {
    await second.close();
  }
});
