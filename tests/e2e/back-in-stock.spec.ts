/**
 * "Notify me when it is back", in English and in French: a shopper asks on a
 * sold-out size, the merchant restocks it (local/'s stock hook, which raises
 * the platform's signed product.stock_adjusted event), and one e-mail in the
 * page's language reaches the outbox with a link that opens the product with
 * that size chosen; a second restock sends nothing more. axe checks the open
 * form in both themes.
 */
import { messagesFor } from '../../src/i18n/server.ts';
import {
  backendOrigin,
  commerceApi,
  expect,
  expectNoAxeViolations,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';
import { french } from './french-helpers.ts';
import { mailTo } from './contact-helpers.ts';
import { localProduct, type LocalProduct } from '../support/commerce-wire.ts';

/** A bike no other browser test changes: its sizes may be sold out and restocked here. */
const SLUG = 'saint-laurent-endurance-105';

type ApiProduct = LocalProduct<'prices' | 'variants'>;

async function bike(): Promise<ApiProduct> {
  return localProduct(await commerceApi(`/products/${SLUG}?expand[]=prices&expand[]=variants`), 'prices', 'variants');
}

/** A merchant's stock change, through the backend's test hook. */
async function setStock(variant: string, available: number) {
  const response = await fetch(`${backendOrigin}/_local/catalog/stock`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ variant, available_stock: available }),
  });
  expect(response.status).toBe(204);
}

const LANGUAGES = [
  {
    name: 'English',
    path: (p: string) => p,
    words: messagesFor('en-CA'),
    colour: 'Forest Green',
    prefix: '',
    subject: / is back in stock$/,
  },
  {
    name: 'French',
    path: french,
    words: messagesFor('fr-CA'),
    colour: 'Slate Grey',
    prefix: '/fr',
    subject: / est de retour en stock$/,
  },
] as const;

/** Size M in each language's colour: sold out here before any page of the bike is drawn, put back at the end. */
let variants: Record<string, { id: string; available_stock: number }> = {};

test.beforeAll(async () => {
  const product = await bike();
  variants = Object.fromEntries(
    LANGUAGES.map(({ colour }) => [
      colour,
      product.variants.data.find((v) => v.option_1 === 'M' && v.option_2 === colour)!,
    ]),
  );
  // The shop keeps what it read of the catalogue for a few minutes: the bike's pages are drawn sold out in M
  // from the first visit on, so a restock shows in the e-mails (the backend's own stock), not on these pages.
  for (const variant of Object.values(variants)) await setStock(variant.id, 0);
});

test.afterAll(async () => {
  for (const variant of Object.values(variants)) await setStock(variant.id, variant.available_stock);
});

for (const { name, path, words, colour, prefix, subject } of LANGUAGES) {
  test.describe(`notify me when it is back, in ${name}`, () => {
    test('a request on a sold-out size, then a restock: one e-mail in this language, with the size chosen', async ({
      page,
    }) => {
      const variant = variants[colour]!;
      const email = `back-${name.toLowerCase()}-${Date.now()}@example.com`;
      // Size M in this colour, chosen by the address as a shared link chooses it.
      await page.goto(path(`/product/${SLUG}?variant=${variant.id}`));
      await waitForIslands(page);
      await expect(page.getByRole('radio', { name: /^M\b/ })).toBeChecked();
      await expect(page.getByRole('button', { name: words.stock.soldOut })).toBeDisabled();

      await page.getByRole('button', { name: words.stock.notifyWhenBack }).click();
      const address = page.getByRole('textbox', { name: words.backInStock.emailLabel, exact: true });
      await expect(address).toBeFocused();
      await address.fill('not an address');
      await page.getByRole('button', { name: words.backInStock.submit, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: words.backInStock.emailInvalid })).toBeVisible();
      await expect(address).toHaveValue('not an address');

      await address.fill(email);
      await page.getByRole('button', { name: words.backInStock.submit, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: words.backInStock.saved(email) })).toBeVisible();
      expect(await mailTo(email)).toEqual([]);

      // The merchant restocks the size: local/ raises the platform's signed stock event.
      await setStock(variant.id, 3);
      await expect.poll(async () => (await mailTo(email)).length).toBe(1);
      const [mail] = await mailTo(email);
      expect(mail!.subject).toMatch(subject);
      const target = new URL(mail!.links.find((l) => l.includes(`/product/${SLUG}`))!);
      expect(target.pathname).toBe(`${prefix}/product/${SLUG}`);
      expect(target.searchParams.get('variant')).toBe(variant.id);

      // The link opens the bike with that size chosen.
      await page.goto(`${target.pathname}${target.search}`);
      await waitForIslands(page);
      await expect(page.getByRole('radio', { name: /^M\b/ })).toBeChecked();

      // Restocked again: the request was closed with its e-mail.
      await setStock(variant.id, 0);
      await setStock(variant.id, 5);
      expect(await mailTo(email)).toHaveLength(1);
      await setStock(variant.id, 0);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing on the open form (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path(`/product/${SLUG}?variant=${variants[colour]!.id}`));
        await waitForIslands(page);
        await page.getByRole('button', { name: words.stock.notifyWhenBack }).click();
        await expect(page.getByRole('textbox', { name: words.backInStock.emailLabel, exact: true })).toBeVisible();
        await page.getByRole('button', { name: words.backInStock.submit, exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: words.backInStock.emailRequired })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
