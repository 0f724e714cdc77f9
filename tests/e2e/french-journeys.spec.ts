/**
 * Journeys begun on French pages stay in French end to end: the pages, the
 * hosted checkout's way back, and every e-mail the shop sends on the way
 * (read from the local mail outbox), with links that land on French pages.
 */
import { expect, test, waitForIslands } from './fixtures.ts';
import {
  PASSWORD,
  accountMenuButton,
  createAccount,
  freshEmail,
  mailedAuthMail,
  requestSignInLink,
} from './account-helpers.ts';
import { buyAsGuest } from './checkout-helpers.ts';
import { contactInput, fillContact, mailTo } from './contact-helpers.ts';
import { expectFrenchMail, expectNoEnglish } from './french-helpers.ts';

test.describe('in French from start to finish', () => {
  test('a purchase: product, cart, hosted checkout, French thank-you page, French activation e-mail to /fr/auth/confirm', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/fr/');
    await waitForIslands(page);
    // The home page leads to the French product pages.
    const hrefs = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const products = hrefs.filter((href) => href.includes('/product/'));
    expect(products.length).toBeGreaterThan(0);
    for (const href of products) expect(href).toMatch(/^\/fr\/product\//);

    const email = freshEmail('marie', 'tremblay');
    const thankYou = await buyAsGuest(page, email, 'fr-CA');
    await expect(thankYou.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(thankYou.getByRole('heading', { name: 'Activez votre compte' })).toBeVisible();
    await waitForIslands(thankYou);
    await expectNoEnglish(thankYou);
    await thankYou.close();

    const activation = await mailedAuthMail(email);
    expectFrenchMail(activation, baseURL!);
    expect(new URL(activation.link).searchParams.get('redirect_to')).toBe(`${baseURL}/fr/auth/confirm`);
    // Every other e-mail of the order (the platform's confirmation) is in French too.
    for (const mail of await mailTo(email)) expectFrenchMail(mail, baseURL!);

    await page.goto(activation.link);
    await expect(page).toHaveURL(`${baseURL}/fr/auth/confirm`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const setPassword = page.getByRole('dialog', { name: 'Choisissez votre mot de passe' });
    await setPassword.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await setPassword.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await setPassword.getByRole('button', { name: 'Enregistrer et continuer' }).click();
    await expect(page.getByText('Mot de passe enregistré!')).toBeVisible();
    await expect(accountMenuButton(page, email, 'fr-CA')).toHaveText('MT');
  });

  test('a sign-in by e-mail link: the e-mail is French and its link signs in on a French page', async ({
    page,
    baseURL,
  }) => {
    const email = freshEmail('jean', 'roy');
    await createAccount(email);
    // The French dialogs' words: « Se connecter avec un lien par courriel », « Envoyer le lien de connexion ».
    await requestSignInLink(page, email, '/fr/about');

    const mail = await mailedAuthMail(email);
    expectFrenchMail(mail, baseURL!);
    await page.goto(mail.link);
    await expect(accountMenuButton(page, email, 'fr-CA')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/fr/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  });

  test('a message from /fr/contact: French success, and the confirmation e-mail to the sender in French', async ({
    page,
    baseURL,
  }) => {
    const input = contactInput('fr-contact', 'Quelle taille de cadre pour une cycliste de 170 cm?');
    await page.goto('/fr/contact');
    await waitForIslands(page);
    await fillContact(page, input, 'fr-CA');
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé!' })).toBeVisible();
    await expect(page.getByText(`un courriel de confirmation est en route vers ${input.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer une autre demande ou un autre message' })).toBeVisible();

    await expect.poll(async () => (await mailTo(input.email)).length).toBe(1);
    const [toSender] = await mailTo(input.email);
    expect(toSender!.text).toContain('notre équipe vous répondra dans un délai de 24 à 48 heures ouvrables');
    expect(toSender!.text).not.toContain(input.message);
    expectFrenchMail(toSender!, baseURL!);
  });
});
