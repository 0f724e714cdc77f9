import type { Page } from '@playwright/test';
import {
  commerceApi,
  SHOWN_PRODUCTS,
  expect,
  expectNoAxeViolations,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';

const MENU = {
  Bikes: [
    ['Road Bikes', 'bike-road-bike'],
    ['Mountain Bikes', 'bike-mountain-bike'],
    ['Electric Road Bikes', 'bike-electric-road-bike'],
  ],
  Accessories: [
    ['Helmets', 'bike-equipment-helmet'],
    ['Gloves', 'bike-equipment-gloves'],
    ['Shoes', 'bike-equipment-shoes'],
    ['Water Bottles', 'bike-equipment-bike-water-bottle'],
  ],
} as const;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search the shop' });
/** The products suggested: the list's last option, "See all results", opens the search page and is none of them. */
const suggestions = (page: Page) =>
  page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option')
    .filter({ hasNotText: /^See all results$/ });

async function openPage(page: Page, path = '/shop') {
  await page.goto(path);
  await waitForIslands(page);
}

test.describe('header menus', () => {
  for (const [menu, links] of Object.entries(MENU)) {
    for (const [title, slug] of links) {
      test(`${menu} › ${title} reaches its collection`, async ({ page }) => {
        await openPage(page);
        await mainMenu(page).getByRole('button', { name: menu }).click();
        const link = mainMenu(page).getByRole('link', { name: new RegExp(`^${title}`) });
        await expect(link).toHaveAttribute('href', `/collection/${slug}`);
        await link.click();
        await expect(page).toHaveURL(`/collection/${slug}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      });
    }
  }

  test('each panel has its view-all link, and Featured lists featured products', async ({ page }) => {
    await openPage(page);
    await mainMenu(page).getByRole('button', { name: 'Bikes' }).click();
    await expect(mainMenu(page).getByRole('link', { name: /^View all bikes/ })).toHaveAttribute(
      'href',
      '/collections#bike',
    );
    await page.keyboard.press('Escape');
    // The pointer still rests on Bikes: move it off the menu so a hover cannot reopen a panel.
    await page.mouse.move(0, 400);
    await expect(mainMenu(page).getByRole('link', { name: /^View all bikes/ })).toBeHidden();
    await mainMenu(page).getByRole('button', { name: 'Accessories' }).focus();
    await page.keyboard.press('Enter');
    await expect(mainMenu(page).getByRole('link', { name: /^View all bike equipment/ })).toHaveAttribute(
      'href',
      '/collections#bike-equipment',
    );
    await page.keyboard.press('Escape');
    await expect(mainMenu(page).getByRole('link', { name: /^View all bike equipment/ })).toBeHidden();
    await mainMenu(page).getByRole('link', { name: 'Featured' }).click();
    await expect(page).toHaveURL('/shop?featured=true');
    await expect(page.getByRole('button', { name: 'Featured', pressed: true })).toBeVisible();
  });

  test('works by keyboard: Enter opens a panel, Tab reaches its links, Escape closes it', async ({ page }) => {
    await openPage(page);
    const trigger = mainMenu(page).getByRole('button', { name: 'Bikes' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainMenu(page).getByRole('link', { name: /^Road Bikes/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('opens a panel on hover', async ({ page }) => {
    await openPage(page);
    await mainMenu(page).getByRole('button', { name: 'Accessories' }).hover();
    await expect(mainMenu(page).getByRole('link', { name: /^Helmets/ })).toBeVisible();
  });
});

test.describe('header search', () => {
  test('suggests from 2 characters, at most 5, with collection and price; 1 character clears the list', async ({
    page,
  }) => {
    const expected = await commerceApi(
      `/products?query=ri&limit=5&${SHOWN_PRODUCTS}&expand[]=product_collections&expand[]=prices`,
    );
    await openPage(page);
    await searchBox(page).fill('r');
    await page.waitForTimeout(600); // past the 300 ms pause: still nothing for one character
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');

    await searchBox(page).fill('ri');
    await expect(suggestions(page)).toHaveCount(Math.min(5, expected.data.length));
    expect(expected.data.length).toBeGreaterThan(0);
    const first = expected.data[0];
    await expect(suggestions(page).first()).toContainText(first.name);
    await expect(suggestions(page).first()).toContainText(first.product_collections.data[0].name);
    await expect(suggestions(page).first()).toContainText(/\$[\d,]+\.\d{2}/);

    await searchBox(page).fill('r');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows at most 5 suggestions when more products match', async ({ page }) => {
    const expected = await commerceApi(`/products?query=ro&limit=12&${SHOWN_PRODUCTS}`);
    expect(expected.pagination.count).toBeGreaterThan(5);
    await openPage(page);
    await searchBox(page).fill('ro');
    await expect(suggestions(page)).toHaveCount(5);
  });

  test('says No results found when nothing matches', async ({ page }) => {
    await openPage(page);
    await searchBox(page).fill('zzqx');
    await expect(page.getByText('No results found')).toBeVisible();
  });

  test('a suggestion is chosen with the arrow keys and Enter, which opens it and clears the box', async ({ page }) => {
    const expected = await commerceApi(`/products?query=summit&limit=5&${SHOWN_PRODUCTS}`);
    await openPage(page);
    await searchBox(page).fill('summit');
    await expect(suggestions(page).first()).toBeVisible();
    await searchBox(page).press('ArrowDown');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await suggestions(page).first().getAttribute('id'))!,
    );
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/product/${expected.data[0].slug}`);
    await expect(page.getByRole('heading', { level: 1, name: expected.data[0].name })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('Escape and an outside click hide the list', async ({ page }) => {
    await openPage(page);
    await searchBox(page).fill('helmet');
    await expect(suggestions(page).first()).toBeVisible();
    await searchBox(page).press('Escape');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await searchBox(page).press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a failed suggestion request empties the list without a message', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/ERR_FAILED/);
    await openPage(page);
    await page.route('**/api/search-suggestions**', (route) => route.abort());
    await searchBox(page).fill('helmet');
    await page.waitForTimeout(800);
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('submitting lands on /search with the trimmed query; blank text stays', async ({ page }) => {
    await openPage(page);
    await searchBox(page).fill('   ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/shop');
    await searchBox(page).fill('  summit ridge  ');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?query=summit+ridge');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "summit ridge"' })).toBeVisible();
  });

  test('answers a too-short suggestion query with 400', async ({ request }) => {
    const response = await request.get('/api/search-suggestions?query=a');
    expect(response.status()).toBe(400);
    expect((await response.json()).code).toBe('invalid_query');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the desktop menu and search; the Menu slide-out holds the groups, pages and sign-in', async ({
    page,
  }) => {
    await openPage(page, '/');
    await expect(mainMenu(page)).toBeHidden();
    await expect(searchBox(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const title of [
      'Road Bikes',
      'Mountain Bikes',
      'Electric Road Bikes',
      'Helmets',
      'Gloves',
      'Shoes',
      'Water Bottles',
    ]) {
      await expect(menu.getByRole('link', { name: title, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'View all bikes' })).toHaveAttribute('href', '/collections#bike');
    await expect(menu.getByRole('link', { name: 'View all bike equipment' })).toHaveAttribute(
      'href',
      '/collections#bike-equipment',
    );
    await expect(menu.getByRole('link', { name: 'Featured Products' })).toHaveAttribute('href', '/shop?featured=true');
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['FAQs', '/faq'],
      ['Sign In', '/login'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('searchbox', { name: 'Search the shop' })).toBeVisible();
  });

  test('traps focus while open and gives it back to the menu button on Escape', async ({ page }) => {
    await openPage(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a link closes the menu, navigates and starts at the top', async ({ page }) => {
    await openPage(page, '/collections');
    await page.mouse.wheel(0, 800);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Helmets', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/collection/bike-equipment-helmet');
    await expect(page.getByRole('heading', { level: 1, name: 'Helmets' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('its search field opens /search with the trimmed text', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const field = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search the shop' });
    await field.fill('  gloves ');
    await field.press('Enter');
    await expect(page).toHaveURL('/search?query=gloves');
  });
});

test.describe('header accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`no violations with a menu panel or the suggestions open (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await openPage(page, '/');
      await mainMenu(page).getByRole('button', { name: 'Bikes' }).click();
      await expect(mainMenu(page).getByRole('link', { name: /^Road Bikes/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await searchBox(page).fill('ridge');
      await expect(suggestions(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`no violations with the mobile menu open (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useTheme(page, theme);
      await openPage(page, '/shop');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
