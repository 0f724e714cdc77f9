/**
 * Prices that show their changes and specifications in French, in English and in French, on the demo
 * catalogue: the Fjord E-Road Pro's 750 Wh battery moves its price from $10,299 to $10,999, and the
 * Bromont Hardtail 29 lists "29 in", "Tektro hydraulic disc" and "14.2" kg.
 */
import { commerceApi, expect, expectNoAxeViolations, hydrated, test, useTheme, waitForIslands } from './fixtures.ts';
import { french } from './french-helpers.ts';
import { localProduct, type LocalProduct } from '../support/commerce-wire.ts';
import { platformTerm } from '../../src/i18n/platform-terms.ts';

const FJORD = 'fjord-e-road-pro';
const NBSP = '\u00a0';

async function fjord(): Promise<LocalProduct<'variants'>> {
  return localProduct(await commerceApi(`/products/${FJORD}?expand[]=variants`), 'variants');
}

const LANGUAGES = [
  {
    name: 'English',
    locale: 'en-CA',
    path: (p: string) => p,
    more: '750 Wh +$700',
    less: '500 Wh −$700',
    dearer: '$10,999.00',
    from: 'From $10,299.00',
  },
  {
    name: 'French',
    locale: 'fr-CA',
    path: french,
    more: `750 Wh +700${NBSP}$`,
    less: `500 Wh −700${NBSP}$`,
    dearer: `10${NBSP}999,00${NBSP}$`,
    from: `À partir de 10${NBSP}299,00${NBSP}$`,
  },
] as const;

for (const { name, locale, path, more, less, dearer, from } of LANGUAGES) {
  test.describe(`prices that show their changes, in ${name}`, () => {
    for (const theme of ['light', 'dark'] as const)
      test(`the larger battery says what it adds, then the smaller what it saves (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        const { option_1: size, option_2: colour } = (await fjord()).variants.data[0]!;
        await page.goto(path(`/product/${FJORD}`));
        await waitForIslands(page);
        await page.getByRole('radio', { name: size!, exact: true }).check({ force: true });
        await page.getByRole('radio', { name: platformTerm('optionValue', colour!, locale), exact: true }).check({
          force: true,
        });
        // The difference is part of the choice's name, so it is heard with the value.
        const larger = page.getByRole('radio', { name: more, exact: true });
        await expect(larger).toBeEnabled();
        await larger.check({ force: true });
        await expect(page.getByTestId('product-price')).toHaveText(dearer);
        await expect(page.getByRole('radio', { name: less, exact: true })).toBeEnabled();
        await expectNoAxeViolations(page);
      });

    test('the listing card of a product whose prices differ says "From"', async ({ page }) => {
      await page.goto(path('/collection/bike-electric-road-bike'));
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Fjord E-Road Pro' }) });
      await expect(card.getByText(from, { exact: true })).toBeVisible();
    });
  });
}

test.describe('specifications in French', () => {
  test('units, decimal commas and the merchant’s French; English labels with units in brackets', async ({ page }) => {
    await page.goto('/product/bromont-hardtail-29');
    const tabs = await hydrated(page.getByRole('tablist', { name: 'Product information' }));
    await tabs.getByRole('tab', { name: 'Specifications' }).click();
    const english = page.getByRole('tabpanel');
    await expect(english.getByText('Weight (kg)', { exact: true })).toBeVisible();
    await expect(english.getByText('29 in', { exact: true })).toBeVisible();

    await page.goto(french('/product/bromont-hardtail-29'));
    const frenchTabs = await hydrated(page.getByRole('tablist', { name: 'Renseignements sur le produit' }));
    await frenchTabs.getByRole('tab', { name: 'Caractéristiques' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('Poids (kg)', { exact: true })).toBeVisible();
    await expect(panel.getByText('14,2', { exact: true })).toBeVisible();
    await expect(panel.getByText(`29${NBSP}po`, { exact: true })).toBeVisible();
    await expect(panel.getByText('Disques hydrauliques Tektro', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
