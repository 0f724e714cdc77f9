/**
 * The contact form (footer dialog, /contact page, product Support tab) and the
 * newsletter block end to end: what the visitor sees, the row the database
 * stores, the e-mails that leave, and the bot-check's refusals.
 */
import type { Page } from '@playwright/test';
import { HUMAN_SCORE } from '../../local/recaptcha/stand-in.ts';
import {
  CONTACT_INSERT,
  RECAPTCHA_SCRIPT,
  SUPPORT_ADDRESS,
  contactFields,
  contactInput,
  contactRows,
  createAccount,
  expectKept,
  fillContact,
  mailTo,
  openContactDialog,
  openSupportTab,
  showSupportTab,
  signIn,
  settled,
  someProductSlug,
  subscriberRows,
  toasts,
  uniqueEmail,
} from './contact-helpers.ts';
import {
  expect,
  expectNoAxeViolations as axeFindsNothing,
  hydrated,
  test,
  useTheme,
  waitForIslands,
} from './fixtures.ts';

/** Axe, once the toasts shown have faded in. */
async function expectNoAxeViolations(page: Page) {
  await settled(page);
  await axeFindsNothing(page);
}

const SENT = 'Message Sent Successfully!';

test.describe('contact dialog', () => {
  test('sends a message: the stored row keeps the verified score, both e-mails leave escaped, and “Send Another Message” keeps who wrote', async ({
    page,
  }) => {
    const input = contactInput('dialog', 'Does the warranty cover the <script>alert(1)</script> fork & "hubs"?');
    // The browser claims a perfect score; the database must store the one reCAPTCHA gave.
    await page.route(CONTACT_INSERT, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const rows = request.postDataJSON() as Record<string, unknown>[];
      await route.continue({ postData: JSON.stringify(rows.map((row) => ({ ...row, recaptcha_score: 1 }))) });
    });
    await page.goto('/about');
    const dialog = await openContactDialog(page);
    await fillContact(dialog, input);
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    await expect(dialog.getByRole('heading', { name: SENT })).toBeFocused();
    await expect(toasts(page)).toContainText('Message sent successfully!');
    expect(await contactRows(input.email)).toEqual([
      expect.objectContaining({ ...input, status: 'new', recaptcha_score: HUMAN_SCORE, user_id: null }),
    ]);

    await expect.poll(async () => (await mailTo(input.email)).length).toBe(1);
    const [toSender] = await mailTo(input.email);
    expect(toSender!.subject).toBe('We received your message – Vélo Nord');
    expect(toSender!.text).toContain('our team will reply within 24-48 business hours');
    // The address typed in the form gets fixed words only: the shop never mails a visitor's text to it.
    expect(toSender!.text).not.toContain('warranty');
    expect(toSender!.html).not.toContain('warranty');
    const toSupport = (await mailTo(SUPPORT_ADDRESS)).find((mail) => mail.text.includes(input.email));
    expect(toSupport?.subject).toBe(`New contact message from ${input.name}`);
    expect(toSupport!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; fork &amp; &quot;hubs&quot;?');
    expect(toSupport!.html).not.toContain('<script>');

    await dialog.getByRole('button', { name: 'Send Another Message' }).click();
    const fields = contactFields(dialog);
    await expect(fields.message).toBeFocused();
    await expect(fields.message).toHaveValue('');
    await expect(fields.name).toHaveValue(input.name);
    await expect(fields.email).toHaveValue(input.email);
    await expect(fields.phone).toHaveValue(input.phone);
  });

  test('a replayed reCAPTCHA token is refused, and the form keeps what was typed', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/Failed to send message|Failed to load resource/);
    let usedToken: string | undefined;
    await page.route(CONTACT_INSERT, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const rows = request.postDataJSON() as { recaptcha_token: string }[];
      if (!usedToken) {
        usedToken = rows[0]!.recaptcha_token;
        return route.continue();
      }
      // The second message goes out with the first one's token, already spent.
      await route.continue({ postData: JSON.stringify(rows.map((row) => ({ ...row, recaptcha_token: usedToken }))) });
    });
    await page.goto('/about');
    const dialog = await openContactDialog(page);
    const first = contactInput('replay');
    await fillContact(dialog, first);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('heading', { name: SENT })).toBeVisible();

    await dialog.getByRole('button', { name: 'Send Another Message' }).click();
    const second = { ...first, message: 'A second question, about the bottle cages.' };
    await contactFields(dialog).message.fill(second.message);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Failed to verify reCAPTCHA');
    await expect(toasts(page)).toContainText('Failed to send message');
    await expectKept(dialog, second);
    expect((await contactRows(first.email)).map((row) => row.message)).toEqual([first.message]);
  });
});

test.describe('contact page', () => {
  test('sends a message and offers “Send Another Request or Message”', async ({ page }) => {
    const input = contactInput('page');
    await page.goto('/contact');
    await waitForIslands(page);
    await fillContact(page, input);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: SENT })).toBeVisible();
    await expect(page.getByText(`a confirmation e-mail is on its way to ${input.email}`)).toBeVisible();
    expect(await contactRows(input.email)).toEqual([expect.objectContaining({ ...input, status: 'new' })]);
    await page.getByRole('button', { name: 'Send Another Request or Message' }).click();
    await expect(contactFields(page).message).toHaveValue('');
    await expect(contactFields(page).name).toHaveValue(input.name);
  });
  test('on a 320 px phone, a long address without hyphens wraps: the page stays as wide as the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const input = { ...contactInput('wrap'), email: `${'averylongmailboxname'.repeat(2)}${Date.now()}@example.ca` };
    await page.goto('/contact');
    await waitForIslands(page);
    await fillContact(page, input);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText(input.email, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('button', { name: /Open cart/ })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('product Support tab', () => {
  test('sends a support request: toast and stored row', async ({ page }) => {
    const input = contactInput('support', 'Is this bike available in a 52 cm frame?');
    const panel = await openSupportTab(page, await someProductSlug());
    await fillContact(panel, input);
    await panel.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page)).toContainText('Support request sent successfully!');
    await expect(panel.getByRole('heading', { name: SENT })).toBeVisible();
    expect(await contactRows(input.email)).toEqual([
      expect.objectContaining({ ...input, status: 'new', recaptcha_score: HUMAN_SCORE }),
    ]);
  });
});

test.describe('newsletter block', () => {
  test('subscribes with a lower-cased e-mail and a trimmed name; the same address again is already subscribed', async ({
    page,
    consoleErrors,
  }) => {
    // The database's answer to a second subscription is a 409, which the browser logs.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 409/);
    const email = uniqueEmail('news');
    const typed = email.replace('news', 'NEWS').replace('example.ca', 'Example.CA');
    await page.goto('/about');
    const block = page.getByRole('region', { name: 'Stay Updated' });
    await (await hydrated(block.getByLabel('Your name'))).fill('  Ana Lachance  ');
    await block.getByRole('button', { name: 'Continue' }).click();
    await block.getByLabel('Your email address').fill(typed);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByText('Thanks for subscribing!')).toBeFocused();
    await expect(toasts(page)).toContainText('Thank you for subscribing!');
    expect(await subscriberRows(email)).toEqual([
      expect.objectContaining({ email, name: 'Ana Lachance', recaptcha_score: HUMAN_SCORE }),
    ]);

    await block.getByRole('button', { name: 'Subscribe another email' }).click();
    const name = block.getByLabel('Your name');
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('');
    await name.fill('Ana');
    await block.getByRole('button', { name: 'Continue' }).click();
    await block.getByLabel('Your email address').fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page)).toContainText('You are already subscribed!');
    await expect(block.getByLabel('Your email address')).toHaveValue(email);
    expect(await subscriberRows(email)).toHaveLength(1);
  });

  test('says “reCAPTCHA not ready” when the script cannot load, keeping the address', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/recaptcha|Failed to load resource/i);
    await page.route(RECAPTCHA_SCRIPT, (route) => route.abort());
    const email = uniqueEmail('news-blocked');
    await page.goto('/about');
    const block = page.getByRole('region', { name: 'Stay Updated' });
    await (await hydrated(block.getByLabel('Your name'))).fill('Ana');
    await block.getByRole('button', { name: 'Continue' }).click();
    await block.getByLabel('Your email address').fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page)).toContainText('reCAPTCHA not ready');
    await expect(block.getByLabel('Your email address')).toHaveValue(email);
    expect(await subscriberRows(email)).toEqual([]);
  });
});

test.describe('the reCAPTCHA script', () => {
  test('is not requested on page load, only on the first focus of a form', async ({ page }) => {
    const slug = await someProductSlug();
    const requested: string[] = [];
    page.on('request', (request) => RECAPTCHA_SCRIPT.test(request.url()) && requested.push(request.url()));
    const focusFirstField = {
      '/': async () =>
        (await hydrated(page.getByRole('region', { name: 'Stay Updated' }).getByLabel('Your name'))).focus(),
      '/contact': async () => contactFields(page).name.focus(),
      [`/product/${slug}`]: async () => {
        const panel = await showSupportTab(page);
        expect(requested, 'after opening the Support tab').toEqual([]);
        await contactFields(panel).name.focus();
      },
    };
    for (const [path, focus] of Object.entries(focusFirstField)) {
      requested.length = 0;
      await page.goto(path);
      await waitForIslands(page);
      expect(requested, `on loading ${path}`).toEqual([]);
      await focus();
      await expect.poll(() => requested.length, `after focusing a form on ${path}`).toBe(1);
    }
  });
});

test.describe('signed in', () => {
  test('the form is prefilled from the profile, the e-mail locked, and the message stored as the user’s', async ({
    page,
  }) => {
    const account = await createAccount('signed-in');
    await page.goto('/about');
    await waitForIslands(page);
    await signIn(page, account);

    const dialog = await openContactDialog(page);
    const fields = contactFields(dialog);
    await expect(fields.name).toHaveValue(account.name);
    await expect(fields.email).toHaveValue(account.email);
    await expect(fields.phone).toHaveValue(account.phone);
    await expect(fields.email).not.toBeEditable();
    await expect(dialog.getByText('The e-mail address of your account.')).toBeVisible();
    const message = 'Can I change the delivery address of my order?';
    await fields.message.fill(message);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByRole('heading', { name: SENT })).toBeVisible();
    expect(await contactRows(account.email)).toEqual([
      expect.objectContaining({
        name: account.name,
        email: account.email,
        phone: account.phone,
        message,
        user_id: account.id,
        status: 'new',
      }),
    ]);
    await page.keyboard.press('Escape');

    // A page whose form is shown before the stored session is read fills in once it is.
    await page.goto('/contact');
    await expect(contactFields(page).name).toHaveValue(account.name);
    await expect(contactFields(page).email).toHaveValue(account.email);
    await expect(contactFields(page).email).not.toBeEditable();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.beforeEach(async ({ page }) => useTheme(page, theme));

    test('the dialog while editing and after sending', async ({ page }) => {
      await page.goto('/about');
      const dialog = await openContactDialog(page);
      await expectNoAxeViolations(page);
      await fillContact(dialog, contactInput(`axe-dialog-${theme}`));
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      await expect(dialog.getByRole('heading', { name: SENT })).toBeVisible();
      await expect(toasts(page)).toContainText('Message sent successfully!');
      await expectNoAxeViolations(page);
    });

    test('the page and the Support tab after sending', async ({ page }) => {
      await page.goto('/contact');
      await waitForIslands(page);
      await fillContact(page, contactInput(`axe-page-${theme}`));
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: SENT })).toBeVisible();
      await expect(toasts(page)).toContainText('Message sent successfully!');
      await expectNoAxeViolations(page);

      const panel = await openSupportTab(page, await someProductSlug());
      await expectNoAxeViolations(page);
      await fillContact(panel, contactInput(`axe-support-${theme}`));
      await panel.getByRole('button', { name: 'Send Message' }).click();
      await expect(panel.getByRole('heading', { name: SENT })).toBeVisible();
      await expect(toasts(page)).toContainText('Support request sent successfully!');
      await expectNoAxeViolations(page);
    });

    test('the newsletter block in each step', async ({ page }) => {
      await page.goto('/about');
      const block = page.getByRole('region', { name: 'Stay Updated' });
      await (await hydrated(block.getByLabel('Your name'))).fill('Ana');
      await expectNoAxeViolations(page);
      await block.getByRole('button', { name: 'Continue' }).click();
      await block.getByLabel('Your email address').fill(uniqueEmail(`axe-news-${theme}`));
      await expectNoAxeViolations(page);
      await block.getByRole('button', { name: 'Subscribe' }).click();
      await expect(block.getByText('Thanks for subscribing!')).toBeVisible();
      await expect(toasts(page)).toContainText('Thank you for subscribing!');
      await expectNoAxeViolations(page);
    });
  });
}
