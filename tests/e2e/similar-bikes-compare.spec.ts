/**
 * Similar bikes, accessories and the bike comparison, in English and French, on the demo catalogue: the
 * Bromont Hardtail 29's page suggests mountain bikes and at most four accessories under honest headings
 * (a helmet's page keeps its related collections under theirs), and three bikes compared from a shared
 * address read side by side with the geometry of a size, can be removed and added back, with axe finding
 * nothing in either theme.
 */
import { expect, expectNoAxeViolations, test, useTheme } from './fixtures.ts';
import { expectNoEnglish, french } from './french-helpers.ts';

const BIKES = ['bromont-hardtail-29', 'summit-ridge-29-trail', 'fjord-e-road-pro'];
const NBSP = '\u00a0';

const LANGUAGES = [
  {
    name: 'English',
    path: (p: string) => p,
    similar: 'Similar bikes',
    accessories: 'Complete your ride',
    related: 'To go with it: Gloves',
    compareWithSimilar: 'Compare with similar bikes',
    title: 'Compare bikes',
    table: 'Bikes compared side by side',
    names: ['Bromont Hardtail 29', 'Summit Ridge 29 Trail', 'Fjord E-Road Pro'],
    price: 'Price',
    from: 'From $10,299.00',
    remove: (name: string) => `Remove ${name} from the comparison`,
    addTitle: 'Add a similar bike',
    startTitle: 'Bikes to start with',
    add: /^Add .+ to the comparison$/,
    full: 'The comparison holds 3 bikes, the most it can: remove one to add another.',
    sizeLabel: 'Size for the geometry',
    show: 'Show',
    geometry: 'Geometry in size M',
    reach: 'Reach (mm)',
  },
  {
    name: 'French',
    path: french,
    similar: 'Vélos semblables',
    accessories: 'Complétez votre équipement',
    related: `Pour aller avec${NBSP}: Gants`,
    compareWithSimilar: 'Comparer avec des vélos semblables',
    title: 'Comparer des vélos',
    table: 'Vélos comparés côte à côte',
    names: ['Bromont semi-rigide 29', 'Summit Ridge 29 Sentier', 'Fjord E-Road Pro'],
    price: 'Prix',
    from: `À partir de 10${NBSP}299,00${NBSP}$`,
    remove: (name: string) => `Retirer ${name} de la comparaison`,
    addTitle: 'Ajouter un vélo semblable',
    startTitle: 'Des vélos pour commencer',
    add: /^Ajouter .+ à la comparaison$/,
    full: `La comparaison contient 3 vélos, le maximum${NBSP}: retirez-en un pour en ajouter un autre.`,
    sizeLabel: 'Taille pour la géométrie',
    show: 'Afficher',
    geometry: 'Géométrie en taille M',
    reach: 'Reach – portée (mm)',
  },
] as const;

for (const t of LANGUAGES) {
  test.describe(`similar bikes and the comparison, in ${t.name}`, () => {
    test('a bike page suggests similar bikes and four accessories; a helmet page its related collections', async ({
      page,
    }) => {
      await page.goto(t.path('/product/bromont-hardtail-29'));
      const similar = page.getByRole('region', { name: t.similar, exact: true });
      await expect(similar.getByRole('heading', { level: 2, name: t.similar })).toBeVisible();
      await expect(similar.getByRole('article')).toHaveCount(4);
      await expect(similar.getByRole('heading', { level: 3, name: t.names[0] })).toHaveCount(0);
      const accessories = page.getByRole('region', { name: t.accessories, exact: true });
      await expect(accessories.getByRole('heading', { level: 2, name: t.accessories })).toBeVisible();
      await expect(accessories.getByRole('article')).toHaveCount(4);
      await expect(page.getByRole('region', { name: /^(More from|Plus de produits)/ })).toHaveCount(0);

      await similar.getByRole('link', { name: t.compareWithSimilar }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path('/compare')}\\?products=${BIKES[0]},`));
      await expect(page.getByRole('table', { name: t.table })).toBeVisible();

      await page.goto(t.path('/product/vallee-trail-mips'));
      await expect(page.getByRole('region', { name: t.related, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: t.similar })).toHaveCount(0);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`three bikes from a shared address side by side, removed and added back (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        const response = await page.goto(t.path(`/compare?products=${BIKES.join(',')}`));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
        const table = page.getByRole('table', { name: t.table });
        // The head row: a first cell naming the features, then a column per bike.
        const bikeColumns = table.getByRole('rowgroup').first().getByRole('columnheader');
        for (const [i, name] of t.names.entries())
          await expect(bikeColumns.nth(i + 1).getByRole('link', { name, exact: true })).toBeVisible();
        await expect(table.getByRole('row', { name: new RegExp(`^${t.price}`) })).toContainText(t.from);
        await expect(page.getByText(t.full)).toBeVisible();
        await expect(page.getByRole('heading', { name: t.addTitle })).toHaveCount(0);
        await expectNoAxeViolations(page);
        if (t.name === 'French') await expectNoEnglish(page);

        // Every link of the comparison reaches a page.
        const hrefs = await page
          .getByRole('main')
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);

        // The geometry of one size, chosen with a plain form that keeps the bikes in the address.
        await page.getByLabel(t.sizeLabel).selectOption('M');
        await page.getByRole('button', { name: t.show }).click();
        await expect(page).toHaveURL(/[?&]size=M$/);
        await expect(table.getByRole('columnheader', { name: t.geometry })).toBeVisible();
        await expect(table.getByRole('rowheader', { name: t.reach })).toBeVisible();

        await table.getByRole('link', { name: t.remove(t.names[2]) }).click();
        await expect(page).toHaveURL(new RegExp(`${t.path('/compare')}\\?products=${BIKES[0]},${BIKES[1]}&size=M$`));
        await expect(bikeColumns).toHaveCount(3);
        const add = page.getByRole('region', { name: t.addTitle });
        await expect(add.getByRole('link', { name: t.add })).toHaveCount(4);
        await add.getByRole('link', { name: t.add }).first().click();
        await expect(bikeColumns).toHaveCount(4);
        await expectNoAxeViolations(page);
      });
    }

    test('an empty comparison says so and offers bikes to start with', async ({ page }) => {
      await page.goto(t.path('/compare'));
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('region', { name: t.startTitle }).getByRole('link', { name: t.add })).toHaveCount(4);
    });
  });
}
