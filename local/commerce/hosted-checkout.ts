/**
 * The hosted checkout page at each checkout's portal_url: the order summary,
 * the shopper's details and shipping address (Canada or the USA), and a
 * clearly labelled test payment. Plain HTML forms, no script: it works in
 * any browser and in tests.
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { MailOutbox } from '../platform/mail.ts';
import { ApiError } from './errors.ts';
import type { CheckoutRow, CheckoutService, LineItemRow } from './checkouts.ts';
import {
  defaultRegion,
  EMPTY_DETAILS,
  isRegionOf,
  hasControlCharacters,
  readDetailsForm,
  validateDetails,
  withoutControlCharacters,
  type DetailsForm,
} from './checkout-details.ts';
import { CHECKOUT_TEXTS, checkoutLanguage, type CheckoutLanguage } from './checkout-texts.ts';
import { detailsForm, paymentSection, summarySection, type Summary } from './hosted-checkout-views.ts';
import { page, type Html } from './hosted-page.ts';
import { orderEmail } from './order-email.ts';
import { shopAddress } from '../../supabase/functions/_shared/mail-language.ts';
import { shippingAmount, taxAmount } from './shipping.ts';
import { servePlaceholderImage } from './placeholder-image.ts';
import { afterPaymentUrl, withCheckoutId } from './shop-host-return.ts';

/** The posted form's fields; a body that is not a form at all is the caller's mistake (400). */
async function readPostedForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'invalid', 'invalid_form', 'The form could not be read.');
  }
}

export function hostedCheckout(
  service: CheckoutService,
  outbox: MailOutbox,
  productName: Summary['productName'],
  siteUrl: string,
  /** Runs after a payment is recorded (the platform's webhooks); its failures never undo the payment. */
  afterPayment: () => Promise<unknown> = async () => undefined,
): Hono {
  const app = new Hono();
  // The shop host's placeholder line picture, beside the pages of the checkout that shows its lines.
  servePlaceholderImage(app);

  const summaryOf = (checkout: CheckoutRow, lines: LineItemRow[]): Summary => ({
    checkout,
    lines,
    amounts: service.amounts(checkout, lines),
    productName,
    isPurchasable: (line) => service.purchasableStatus(line, lines) === 'purchasable',
  });

  async function load(id: string): Promise<Summary> {
    const checkout = await service.find(id);
    return summaryOf(checkout, await service.lines(id));
  }

  function render(c: Context, summary: Summary, main: Html, status: 200 | 400 | 404 | 422 = 200) {
    const language = checkoutLanguage(summary.checkout);
    const body = html`<main>${main}${summarySection(summary)}</main>`;
    return c.html(page(CHECKOUT_TEXTS[language].checkout, body, undefined, language), status);
  }

  /**
   * The way back to the order: the checkout's return route on the shop host, which leads to
   * the page its metadata names; a checkout without one links the shop's thank-you page in its
   * language (`/fr/thank-you` for a French checkout).
   */
  const orderPage = (checkout: CheckoutRow, language: CheckoutLanguage) =>
    checkout.return_url
      ? withCheckoutId(checkout.return_url, checkout.id)
      : shopAddress(siteUrl, `/thank-you?sc_order=${checkout.id}`, language);

  app.onError((error, c) => {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return c.html(
      page(
        'Checkout not found',
        html`<main>
          <section>
            <h1>Checkout not found</h1>
            <p>This checkout link is not valid.</p>
            <p><a href="${siteUrl}">Back to the shop</a></p>
          </section>
        </main>`,
      ),
      404,
    );
  });

  app.get('/checkout/:id', async (c) => {
    const summary = await load(c.req.param('id'));
    const { checkout } = summary;
    const language = checkoutLanguage(checkout);
    const t = CHECKOUT_TEXTS[language];
    if (checkout.status === 'paid') {
      return render(
        c,
        summary,
        html`<section>
          <h1>${t.paidTitle}</h1>
          <p><a href="${orderPage(checkout, language)}">${t.seeOrder}</a></p>
        </section>`,
      );
    }
    if (checkout.status === 'finalized' && c.req.query('step') !== 'details') {
      return render(c, summary, paymentSection(checkout, summary.amounts.total_amount));
    }
    const saved = checkout.shipping_address ?? {};
    const form: DetailsForm = { ...EMPTY_DETAILS, email: checkout.email ?? '', name: checkout.name ?? '', ...saved };
    return render(c, summary, detailsForm(checkout.id, form, {}, language));
  });

  app.post('/checkout/:id/details', async (c) => {
    const summary = await load(c.req.param('id'));
    const language = checkoutLanguage(summary.checkout);
    const form = readDetailsForm(await readPostedForm(c));
    // A control character (CR/LF, NUL, …) in a one-line field comes from a crafted request, never from the
    // page's inputs: the form says which field, nothing is saved, and the answer is a 400, not a 422.
    if (hasControlCharacters(form)) {
      const result = validateDetails(form, language);
      const errors = 'errors' in result ? result.errors : {};
      return render(
        c,
        summary,
        detailsForm(summary.checkout.id, withoutControlCharacters(form), errors, language),
        400,
      );
    }
    // A country change re-shows the form with that country's regions, keeping what was typed.
    const savedCountry = summary.checkout.shipping_address?.country ?? 'CA';
    if (form.country !== savedCountry && !isRegionOf(form.country, form.region)) {
      const reshown = { ...form, region: defaultRegion(form.country) };
      return render(c, summary, detailsForm(summary.checkout.id, reshown, {}, language));
    }
    const result = validateDetails(form, language);
    if ('errors' in result) {
      return render(c, summary, detailsForm(summary.checkout.id, form, result.errors, language), 422);
    }
    const { details } = result;
    const subtotal = summary.amounts.subtotal_amount;
    const shipping = shippingAmount(details.country, subtotal);
    await service.saveDetails(summary.checkout.id, {
      email: details.email,
      name: details.name,
      address: {
        line1: details.line1,
        city: details.city,
        region: details.region,
        postal_code: details.postal_code,
        country: details.country,
      },
      shippingAmount: shipping,
      taxAmount: taxAmount(details.country, details.region, subtotal, shipping),
    });
    return c.redirect(`/checkout/${summary.checkout.id}`, 303);
  });

  app.post('/checkout/:id/pay', async (c) => {
    const id = c.req.param('id');
    try {
      const paid = await service.pay(id);
      await outbox.send(await orderEmail(summaryOf(paid.checkout, paid.lines), paid.orderNumber, siteUrl));
      await afterPayment();
      // As the platform does: on to the checkout's return URL with `checkout_id` (the shop host's route).
      return c.redirect(afterPaymentUrl(paid.checkout), 303);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      const summary = await load(id);
      const t = CHECKOUT_TEXTS[checkoutLanguage(summary.checkout)];
      return render(
        c,
        summary,
        html`<section>
          <h1>${t.paymentImpossible}</h1>
          <p class="error">${error.message}</p>
          <p><a href="/checkout/${id}?step=details">${t.backToDetails}</a></p>
        </section>`,
        422,
      );
    }
  });

  return app;
}
