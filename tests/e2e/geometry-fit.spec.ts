/**
 * Geometry and fit on the demo Bromont Hardtail 29 (a mountain bike: a size
 * chart of heights, standovers from its geometry, size M sold out; see
 * local/catalog/size-charts.ts and local/catalog/data/mountain-bikes.ts), in
 * English and in French: the Geometry table on a 390 px phone with axe in
 * both themes, and the size finder weighing height and inseam, saying why,
 * and offering a size in stock and other bikes when M is sold out.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';

const LANGUAGES = [
  {
    name: 'English',
    prefix: '',
    geometry: 'Geometry',
    reach: 'Reach (mm)',
    headAngle: 'Head tube angle (°)',
    riderHeight: 'Rider height (cm)',
    sizeGroup: /^Size/,
    findYourSize: 'Find your size',
    height: 'Height (cm)',
    inseam: 'Inseam (cm, optional)',
    submit: 'Find my size',
    yourSize: (size: string) => `Your size: ${size}`,
    standover: 'Your 75 cm inseam clears S’s 715 mm standover by 35 mm.',
    chartUsed: 'From the size chart of Bromont Hardtail 29 (rider heights) and its geometry (standover)',
    soldOut: 'Size M is sold out.',
    nearest: 'S is in stock and the nearest fit: 170 cm is 3 cm from S: 152–167 cm.',
    choose: (size: string) => `Choose size ${size}`,
    otherBikes: 'Other bikes with size M in stock',
  },
  {
    name: 'French',
    prefix: '/fr',
    geometry: 'Géométrie',
    reach: 'Reach – portée (mm)',
    headAngle: 'Angle de direction (°)',
    riderHeight: 'Grandeur du cycliste (cm)',
    sizeGroup: /^Taille/,
    findYourSize: 'Trouver votre taille',
    height: 'Grandeur (cm)',
    inseam: 'Entrejambe (cm, facultatif)',
    submit: 'Trouver ma taille',
    yourSize: (size: string) => `Votre taille\u00a0: ${size}`,
    standover:
      'Votre entrejambe de 75\u00a0cm dépasse de 35\u00a0mm la hauteur d’enjambement de 715\u00a0mm de la taille S.',
    chartUsed:
      'D’après le tableau des tailles de Bromont semi-rigide 29 (grandeurs) et sa géométrie (hauteur d’enjambement)',
    soldOut: 'La taille M est épuisée.',
    nearest:
      'La taille S est en stock et la plus proche\u00a0: 170\u00a0cm est à 3\u00a0cm de S\u00a0: 152–167\u00a0cm.',
    choose: (size: string) => `Choisir la taille ${size}`,
    otherBikes: 'Autres vélos en stock en taille M',
  },
] as const;

type Words = (typeof LANGUAGES)[number];

const BROMONT = '/product/bromont-hardtail-29';

async function openBromont(page: Page, words: Words) {
  await page.goto(`${words.prefix}${BROMONT}`);
  await waitForIslands(page);
}

for (const words of LANGUAGES) {
  test.describe(`geometry and fit (${words.name})`, () => {
    for (const theme of ['light', 'dark'] as const) {
      test(`the Geometry table on a 390 px phone, its measure names in view as it scrolls (${theme})`, async ({
        page,
      }) => {
        await useTheme(page, theme);
        await page.setViewportSize({ width: 390, height: 844 });
        await openBromont(page, words);
        await expect(page.getByRole('heading', { level: 2, name: words.geometry })).toBeVisible();
        const region = page.getByRole('region', { name: words.geometry });
        const table = region.getByRole('table');
        await expect(table.getByRole('columnheader')).toHaveText([/./, 'S', 'M', 'L', 'XL']);
        const heights = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: words.riderHeight }) });
        await expect(heights.getByRole('cell')).toHaveText(['152–167', '165–178', '176–188', '186–200']);
        const angles = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: words.headAngle }) });
        await expect(angles.getByRole('cell').first()).toHaveText(words.prefix ? '66,5' : '66.5');

        // The page itself does not scroll sideways; the table does, from the keyboard too, its first column kept.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await region.focus();
        for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
        await expect(table.getByRole('rowheader', { name: words.reach })).toBeInViewport();
        await expect(table.getByRole('columnheader', { name: 'XL' })).toBeInViewport();
        await expectNoAxeViolations(page);
      });
    }

    for (const theme of ['light', 'dark'] as const)
      test(`the size finder weighs the inseam against the standover, says why, names the chart, and gets round a sold-out M (${theme})`, async ({
        page,
      }) => {
        await useTheme(page, theme);
        await openBromont(page, words);
        const sizes = page.getByRole('group', { name: words.sizeGroup });
        await sizes.getByRole('button', { name: words.findYourSize }).click();
        const dialog = page.getByRole('dialog', { name: words.findYourSize });

        // 166 cm is in S and M; a 75 cm inseam clears only S's standover by 30 mm.
        await dialog.getByLabel(words.height).fill('166');
        await dialog.getByLabel(words.inseam).fill('75');
        await dialog.getByRole('button', { name: words.submit }).click();
        const status = dialog.getByRole('status');
        await expect(status).toContainText(words.yourSize('S'));
        await expect(status).toContainText(words.standover);
        await expect(status).toContainText(words.chartUsed);

        // 170 cm is M alone, and M is sold out: S, 3 cm off, is offered, and bikes with M in stock are linked.
        await dialog.getByLabel(words.height).fill('170');
        await dialog.getByLabel(words.inseam).fill('');
        await dialog.getByRole('button', { name: words.submit }).click();
        await expect(status).toContainText(words.yourSize('M'));
        await expect(status).toContainText(words.soldOut);
        await expect(status).toContainText(words.nearest);
        const others = dialog.getByRole('region', { name: words.otherBikes });
        await expect(others.getByRole('link').first()).toHaveAttribute(
          'href',
          new RegExp(`^${words.prefix}/product/(?!bromont-hardtail-29)`),
        );
        await expectNoAxeViolations(page);

        await dialog.getByRole('button', { name: words.choose('S'), exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(sizes.getByRole('radio', { name: 'S', exact: true })).toBeChecked();
      });
  });
}
