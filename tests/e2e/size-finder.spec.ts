/**
 * The size finder on bikes' product pages, in English and in French: the
 * recommendation at, inside and outside the demo charts' range edges
 * (local/catalog/size-charts.ts), "Choose size" selecting it, the
 * measurements remembered on another bike after a reload, and no finder
 * where there is no chart (another product, or a malformed chart).
 */
import type { Page } from '@playwright/test';
import {
  backendOrigin,
  commerceApi,
  expect,
  expectNoAxeViolations,
  SHOWN_PRODUCTS,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';
import { expectNoEnglish } from './french-helpers.ts';

interface ApiProduct {
  slug: string;
  metadata: Record<string, string>;
  product_collections: { data: { slug: string }[] };
}

async function productIn(collection: string): Promise<ApiProduct> {
  const { data } = (await commerceApi(
    `/products?limit=100&sort=name:asc&${SHOWN_PRODUCTS}&expand[]=product_collections`,
  )) as {
    data: ApiProduct[];
  };
  return data.find((product) => product.product_collections.data.some((c) => c.slug === collection))!;
}

/** What each language's page says, for the same demo chart. */
const LANGUAGES = [
  {
    name: 'English',
    prefix: '',
    sizeGroup: /^Size/,
    findYourSize: 'Find your size',
    height: 'Height (cm)',
    submit: 'Find my size',
    yourSize: (size: string) => `Your size: ${size}`,
    within: (height: number, size: string, min: number, max: number) =>
      `${height} cm is within ${size}: ${min}–${max} cm.`,
    between: (smaller: string, larger: string) => `Between sizes ${smaller} and ${larger}`,
    smallerFit: 'the smaller: a more upright, nimble fit.',
    largerFit: 'the larger: a more stretched-out, stable fit.',
    noneFits: 'No size of this bike fits',
    below: (height: number) => `${height} cm is below this bike’s smallest size, S: 160–171 cm.`,
    above: (height: number) => `${height} cm is above this bike’s largest size, XL: 188–198 cm.`,
    heightError: 'Enter a height from 100 to 230 cm (3 ft 4 in to 7 ft 6 in).',
    choose: (size: string) => `Choose size ${size}`,
    change: 'Change measurements',
  },
  {
    name: 'French',
    prefix: '/fr',
    sizeGroup: /^Taille/,
    findYourSize: 'Trouver votre taille',
    height: 'Grandeur (cm)',
    submit: 'Trouver ma taille',
    yourSize: (size: string) => `Votre taille\u00a0: ${size}`,
    within: (height: number, size: string, min: number, max: number) =>
      `${height}\u00a0cm correspond à ${size}\u00a0: ${min}–${max}\u00a0cm.`,
    between: (smaller: string, larger: string) => `Entre les tailles ${smaller} et ${larger}`,
    smallerFit: 'la plus petite\u00a0: une position plus redressée et agile.',
    largerFit: 'la plus grande\u00a0: une position plus allongée et stable.',
    noneFits: 'Aucune taille de ce vélo ne convient',
    below: (height: number) => `${height}\u00a0cm est sous la plus petite taille de ce vélo, S\u00a0: 160–171\u00a0cm.`,
    above: (height: number) => `${height}\u00a0cm dépasse la plus grande taille de ce vélo, XL\u00a0: 188–198\u00a0cm.`,
    heightError: 'Indiquez une grandeur de 100 à 230\u00a0cm (3\u00a0pi 4\u00a0po à 7\u00a0pi 6\u00a0po).',
    choose: (size: string) => `Choisir la taille ${size}`,
    change: 'Modifier vos mesures',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

async function openProduct(page: Page, words: Words, slug: string) {
  await page.goto(`${words.prefix}/product/${slug}`);
  await waitForIslands(page);
}

/** Types a height into the open dialog and asks; the dialog's status then holds the answer. */
async function findSize(page: Page, words: Words, height: number) {
  const dialog = page.getByRole('dialog', { name: words.findYourSize });
  await dialog.getByLabel(words.height).fill(String(height));
  await dialog.getByRole('button', { name: words.submit }).click();
  return dialog.getByRole('status');
}

for (const words of LANGUAGES) {
  test.describe(`the size finder (${words.name})`, () => {
    test('recommends the road chart’s size at, inside and outside its range edges, and “Choose size” selects it', async ({
      page,
    }) => {
      const road = await productIn('bike-road-bike');
      await openProduct(page, words, road.slug);
      const sizes = page.getByRole('group', { name: words.sizeGroup });
      const opener = sizes.getByRole('button', { name: words.findYourSize });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: words.findYourSize });
      await expect(dialog.getByLabel(words.height)).toBeFocused();

      // Edges: S starts at 160, XL ends at 198; 175 is inside M alone.
      for (const [height, size, min, max] of [
        [160, 'S', 160, 171],
        [175, 'M', 170, 180],
        [198, 'XL', 188, 198],
      ] as const) {
        const status = await findSize(page, words, height);
        await expect(status).toContainText(words.yourSize(size));
        await expect(status).toContainText(words.within(height, size, min, max));
      }

      // Just outside either end: said so, and no size offered.
      let status = await findSize(page, words, 159);
      await expect(status).toContainText(words.noneFits);
      await expect(status).toContainText(words.below(159));
      status = await findSize(page, words, 199);
      await expect(status).toContainText(words.above(199));
      await expect(dialog.getByRole('button', { name: /^(Choose size|Choisir la taille)/ })).toHaveCount(0);

      // 180 cm is where M ends and L starts: both named, with what each gives.
      status = await findSize(page, words, 180);
      await expect(status).toContainText(words.between('M', 'L'));
      await expect(status).toContainText(words.smallerFit);
      await expect(status).toContainText(words.largerFit);
      await expect(dialog.getByRole('button', { name: words.choose('L') })).toBeVisible();

      await findSize(page, words, 175);
      await expectNoAxeViolations(page);
      if (words.prefix) await expectNoEnglish(page);
      await dialog.getByRole('button', { name: words.choose('M') }).click();
      await expect(dialog).toBeHidden();
      await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
      await expect(sizes.getByText(words.yourSize('M'))).toBeVisible();
      await expect(sizes.getByRole('button', { name: words.change })).toBeFocused();
    });

    test('a height out of range is refused with its message, tied to the field (dark theme)', async ({ page }) => {
      await useTheme(page, 'dark');
      await openProduct(page, words, (await productIn('bike-road-bike')).slug);
      await page.getByRole('button', { name: words.findYourSize }).click();
      await findSize(page, words, 250);
      const height = page.getByRole('dialog').getByLabel(words.height);
      await expect(height).toHaveAttribute('aria-invalid', 'true');
      await expect(height).toHaveAccessibleDescription(words.heightError);
      await expect(height).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('the remembered size shows on another bike after a reload, and the finder opens prefilled', async ({
      page,
    }) => {
      await openProduct(page, words, (await productIn('bike-road-bike')).slug);
      await page.getByRole('button', { name: words.findYourSize }).click();
      await findSize(page, words, 172);
      await page.keyboard.press('Escape');

      // The mountain chart (heights only) puts 172 cm in M: 165–178 cm.
      await openProduct(page, words, (await productIn('bike-mountain-bike')).slug);
      await page.reload();
      await waitForIslands(page);
      const sizes = page.getByRole('group', { name: words.sizeGroup });
      await expect(sizes.getByText(words.yourSize('M'))).toBeVisible();
      await sizes.getByRole('button', { name: words.change }).click();
      const dialog = page.getByRole('dialog', { name: words.findYourSize });
      await expect(dialog.getByLabel(words.height)).toHaveValue('172');
      await expect(dialog.getByRole('status')).toContainText(words.within(172, 'M', 165, 178));
    });

    test('a product without a size chart shows no finder', async ({ page }) => {
      await openProduct(page, words, (await productIn('bike-equipment-helmet')).slug);
      await expect(
        page.getByRole('button', { name: /^(Add to Cart|Ajouter au panier|Sold out|Épuisé)$/ }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: words.findYourSize })).toHaveCount(0);
    });
  });
}

test('a bike whose chart is malformed shows its page without a finder', async ({ page }) => {
  const road = await productIn('bike-road-bike');
  const response = await fetch(`${backendOrigin}/_local/catalog/unlisted-products`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from: road.slug,
      slug: 'malformed-size-chart',
      name: 'Malformed Size Chart Bike',
      description: null,
      metadata: { size_chart: '{"sizes": [{"size": "M", "height_cm": [180, 170]}]}' },
    }),
  });
  expect(response.status).toBe(201);
  const page200 = await page.goto('/product/malformed-size-chart');
  expect(page200?.status()).toBe(200);
  await waitForIslands(page);
  await expect(page.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: 'M', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find your size' })).toHaveCount(0);
});
