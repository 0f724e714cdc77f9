/**
 * The contact form when the backend says no or half fails: a bot's low
 * reCAPTCHA score and a notification function that errors. These change the
 * shared backend's behaviour for the next request, so they run alone.
 */
import {
  clearFaults,
  clearScores,
  contactInput,
  contactRows,
  expectKept,
  fillContact,
  injectFault,
  mailTo,
  openContactDialog,
  scoreNextTokens,
  toasts,
} from './contact-helpers.ts';
import { expect, test, waitForIslands } from './fixtures.ts';

test.afterEach(async () => {
  await clearScores();
  await clearFaults();
});

test('a low reCAPTCHA score is refused: the form says so, keeps everything typed and nothing is stored', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to send message|Failed to load resource/);
  const input = contactInput('low-score');
  await page.goto('/contact');
  await waitForIslands(page);
  await fillContact(page, input);
  await scoreNextTokens(0.1);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to verify reCAPTCHA');
  await expect(toasts(page)).toContainText('Failed to send message');
  await expectKept(page, input);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(await contactRows(input.email)).toEqual([]);
});

test('when the notification e-mails fail, the message is still sent and the success view shows', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/Failed to send notification emails|Failed to load resource/);
  const input = contactInput('notify-fault');
  await injectFault('POST', '/functions/v1/send-contact-notification');
  await page.goto('/about');
  const dialog = await openContactDialog(page);
  await fillContact(dialog, input);
  const notification = page.waitForResponse((r) => r.url().endsWith('/functions/v1/send-contact-notification'));
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
  expect((await notification).status()).toBe(500);
  expect(await contactRows(input.email)).toHaveLength(1);
  expect(await mailTo(input.email)).toEqual([]);
});
