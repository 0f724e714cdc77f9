import { expect, expectNoAxeViolations, test, useTheme, waitForIslands } from './fixtures.ts';

const CONTENT_PAGES = ['/about', '/faq', '/shipping', '/privacy', '/terms'];

test.describe('about page', () => {
  test('shows the hero, the mission, three values and the figures, and links to the collections', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Redefine Your Ride' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'What We Stand For' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);

    const figures = page.getByRole('region', { name: 'Vélo Nord in Numbers' });
    await expect(figures.getByRole('definition')).toHaveText(['15+', '50K+', '50K+', '25+']);
    await expect(figures.getByRole('term')).toHaveText([
      'Bike categories',
      'Riders',
      'Bikes delivered',
      'Design awards',
    ]);

    await expect(page.getByRole('link', { name: 'Explore Our Collections' })).toHaveAttribute('href', '/collections');
  });
});

test.describe('FAQ page', () => {
  const SECTIONS = [
    'Orders & Payment',
    'Shipping & Delivery',
    'Returns & Refunds',
    'Warranty & Repairs',
    'Bikes & Sizing',
    'Your Account & Newsletter',
  ];

  test('has six sections of questions and a Coming Soon card', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    const sections = page.getByRole('main').getByRole('region');
    await expect(sections).toHaveCount(6);
    for (const [index, title] of SECTIONS.entries()) {
      await expect(sections.nth(index)).toHaveAccessibleName(title);
      expect(await sections.nth(index).getByRole('group').count()).toBeGreaterThan(0);
    }
    const comingSoon = page.getByRole('complementary', { name: 'Video guides for your bike' });
    await expect(comingSoon).toContainText('Coming Soon');
  });

  test('opens one answer at a time within a section', async ({ page }) => {
    await page.goto('/faq');
    const section = page.getByRole('region', { name: 'Orders & Payment' });
    const currency = section.getByText('All prices are in Canadian dollars (CAD)');
    const payment = section.getByText('A secure checkout page opens in a new tab');
    await expect(currency).toBeHidden();

    await section.getByText('Which currency are your prices in?').click();
    await expect(currency).toBeVisible();

    await section.getByText('How do I pay for my order?').click();
    await expect(payment).toBeVisible();
    await expect(currency).toBeHidden();
    await expect(section.getByRole('group').and(page.locator('[open]'))).toHaveCount(1);
  });

  test('answers open and close from the keyboard', async ({ page }) => {
    await page.goto('/faq');
    const section = page.getByRole('region', { name: 'Shipping & Delivery' });
    await section.getByText('Where do you ship?').focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText('We ship from Quebec to every province and territory')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(section.getByText('We ship from Quebec to every province and territory')).toBeHidden();
  });

  test('gives search engines every question in FAQPage structured data', async ({ page }) => {
    await page.goto('/faq');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('FAQPage');
    const questions = page.getByRole('main').getByRole('region').getByRole('group');
    expect(data.mainEntity).toHaveLength(await questions.count());
    expect(data.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'Which currency are your prices in?',
      acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('Canadian dollars (CAD)') },
    });
  });
});

test.describe('policy pages', () => {
  test('the privacy policy is effective April 24, 2025 and names what the site stores in the browser', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Effective April 24, 2025')).toBeVisible();
    const storage = page.getByRole('table');
    await expect(storage.getByRole('row')).toHaveCount(4);
    for (const key of ['theme', 'checkoutId', 'sb-']) await expect(storage).toContainText(key);
    await expect(page.getByRole('heading', { name: 'Bot-check (reCAPTCHA v3)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'If you live in Quebec' })).toBeVisible();
    await expect(page.getByText('as amended by Law 25')).toBeVisible();
    await expect(page.getByText('(PIPEDA)')).toBeVisible();
  });

  test('the terms of service were last updated April 25, 2025', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated April 25, 2025')).toBeVisible();
  });

  test('shipping & returns states the policy facts and its own reading of free shipping', async ({ page }) => {
    await page.goto('/shipping');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping & Returns' })).toBeVisible();
    const facts = page.getByRole('region', { name: 'Key facts' });
    await expect(facts.getByRole('term')).toHaveText([
      'Order processing',
      'Delivery after shipping',
      'Returns',
      'Refunds',
    ]);
    await expect(facts.getByRole('definition')).toHaveText([
      '1-2 business days',
      '3-7 business days',
      'Within 30 days of delivery',
      '5-7 business days after inspection',
    ]);
    await expect(facts).toContainText('We do not offer free shipping.');
    await expect(page.getByText('within 7 days of delivery', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('Monday to Friday, 9:00-17:00 EST')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lifetime warranty' })).toBeVisible();
  });
});

test.describe('content pages are accessible', () => {
  for (const path of CONTENT_PAGES) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${path} has no axe violations in ${theme} theme`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(path);
        await waitForIslands(page);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectNoAxeViolations(page);
      });
    }
  }
});
