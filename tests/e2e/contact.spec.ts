import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, test, useTheme, waitForIslands } from './fixtures.ts';

const RECAPTCHA_SCRIPT = /\/recaptcha\/api\.js\?render=/;

async function fillContact(scope: Page | ReturnType<Page['getByRole']>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label, { exact: true }).fill(value);
}

const valid = {
  Name: 'Marie Tremblay',
  Email: 'marie@example.ca',
  Phone: '514 555 0100',
  'How can we help you?': 'Which frame size fits a rider of 170 cm?',
};

test.describe('contact page', () => {
  test('shows the form and its messages, and loads reCAPTCHA only once the form is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => RECAPTCHA_SCRIPT.test(r.url()) && scripts.push(r.url()));
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await waitForIslands(page);
    expect(scripts).toEqual([]);
    await fillContact(page, { Name: 'M', Email: 'marie@', Phone: '514', 'How can we help you?': 'Short' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain('render=local-recaptcha-site-key');
  });

  test('says “reCAPTCHA not ready” when the script cannot load, keeping what was typed', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/recaptcha|Failed to load resource/i);
    await page.route(RECAPTCHA_SCRIPT, (route) => route.abort());
    await page.goto('/contact');
    await waitForIslands(page);
    await fillContact(page, valid);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('reCAPTCHA not ready');
    await expect(page.getByLabel('How can we help you?')).toHaveValue(valid['How can we help you?']);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in ${theme}, with messages shown`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/contact');
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('contact dialog', () => {
  test('the footer’s support link opens “Send us a Message”, traps focus and gives it back', async ({ page }) => {
    await page.goto('/about');
    const link = await hydrated(page.getByRole('contentinfo').getByRole('link', { name: 'support@velonord.ca' }));
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Send us a Message' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('How can we help you?')).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('its words load with it; when they do not, a toast says so and the link tries again', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/Failed to (load resource|fetch)/);
    await page.goto('/about');
    // The dialog's words are not in the page; the first request for them fails as on a dropped connection.
    let refused = 0;
    await page.route('**/words/en-CA/*/contact.json', (route) => (refused++ ? route.continue() : route.abort()));
    const link = await hydrated(page.getByRole('contentinfo').getByRole('link', { name: 'support@velonord.ca' }));
    await link.click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('That did not load');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Send us a Message' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('How can we help you?')).toBeVisible();
    expect(refused).toBe(2);
  });

  test('a modified click still follows the mailto link', async ({ page }) => {
    await page.goto('/about');
    const link = await hydrated(page.getByRole('contentinfo').getByRole('link', { name: 'support@velonord.ca' }));
    await expect(link).toHaveAttribute('href', 'mailto:support@velonord.ca');
  });
});

test.describe('newsletter block', () => {
  test('asks for a name, then an e-mail; Back returns; blank steps are refused with a toast', async ({ page }) => {
    await page.goto('/about');
    const block = page.getByRole('region', { name: 'Stay Updated' });
    const name = await hydrated(block.getByLabel('Your name'));
    await block.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Please enter your name');
    await name.fill('Ana');
    await name.press('Enter');
    const email = block.getByLabel('Your email address');
    await expect(email).toBeFocused();
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Please enter your email address');
    await block.getByRole('button', { name: 'Back' }).click();
    await expect(block.getByLabel('Your name')).toHaveValue('Ana');
  });
});
