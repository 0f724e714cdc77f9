/**
 * The hosted checkout page at each checkout's portal_url: the order summary,
 * the shopper's details and shipping address (Canada or the USA), and a
 * clearly labelled test payment. Plain HTML forms, no script: it works in
 * any browser and in tests.
 */
import { Hono, type Context } from 'hono';
import type { MailOutbox } from '../platform/mail.ts';
import { html, SafeHtml } from '../platform/html.ts';
import { ApiError } from './errors.ts';
import type { CheckoutRow, CheckoutService, LineItemRow } from './checkouts.ts';
import { CANADIAN_PROVINCES, shippingAmount, taxAmount, US_STATES, validPostalCode, type Country } from './shipping.ts';

const money = (cents: number, currency = 'cad') =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

interface Form {
  email: string;
  name: string;
  line1: string;
  city: string;
  country: string;
  region: string;
  postal_code: string;
}

type Errors = Partial<Record<keyof Form, string>>;

const EMPTY_FORM: Form = { email: '', name: '', line1: '', city: '', country: 'CA', region: 'QC', postal_code: '' };

export function validateDetails(form: Form): Errors {
  const errors: Errors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) errors.email = 'Enter a valid e-mail address.';
  if (form.name.trim().length < 2) errors.name = 'Enter your full name.';
  if (form.line1.trim().length < 3) errors.line1 = 'Enter your street address.';
  if (form.city.trim().length < 2) errors.city = 'Enter your city.';
  if (form.country !== 'CA' && form.country !== 'US') errors.country = 'We ship to Canada and the USA only.';
  else if (!(form.country === 'CA' ? form.region in CANADIAN_PROVINCES : form.region in US_STATES)) {
    errors.region = form.country === 'CA' ? 'Choose a Canadian province or territory.' : 'Choose a US state.';
  }
  if (!errors.country && !validPostalCode(form.country as Country, form.postal_code)) {
    errors.postal_code = form.country === 'CA' ? 'Enter a postal code like H2X 1Y4.' : 'Enter a ZIP code like 05401.';
  }
  return errors;
}

const STYLE = `
:root{color-scheme:light dark;--ink:#1f2328;--muted:#57606a;--line:#d0d7de;--bg:#f6f8fa;--card:#fff;--accent:#4b3fd1}
@media (prefers-color-scheme:dark){:root{--ink:#e6edf3;--muted:#9ea7b3;--line:#30363d;--bg:#0d1117;--card:#161b22;--accent:#8f86ff}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;background:var(--bg);color:var(--ink)}
header{background:var(--card);border-bottom:1px solid var(--line)}header div{max-width:64rem;margin:auto;padding:1rem;display:flex;justify-content:space-between;gap:1rem;align-items:center}
.test{background:#fff4c2;color:#4d3800;border-radius:999px;padding:.2rem .75rem;font-size:.8rem;font-weight:600}
main{max-width:64rem;margin:auto;padding:1.5rem 1rem;display:grid;gap:1.5rem}@media (min-width:52rem){main{grid-template-columns:1.3fr 1fr}}
section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem}h1{font-size:1.4rem;margin:0 0 1rem}h2{font-size:1.1rem;margin:0 0 .75rem}
label{display:block;font-weight:600;font-size:.9rem;margin:.75rem 0 .25rem}input,select{width:100%;padding:.6rem .7rem;border:1px solid var(--line);border-radius:.5rem;font:inherit;background:var(--card);color:var(--ink)}
.row{display:grid;gap:0 .75rem}@media (min-width:30rem){.row{grid-template-columns:1fr 1fr}}
.error{color:#cf222e;font-size:.85rem;margin:.25rem 0 0}@media (prefers-color-scheme:dark){.error{color:#ff7b72}}
button{margin-top:1.25rem;width:100%;padding:.8rem;border:0;border-radius:999px;background:var(--accent);color:#fff;font:600 1rem system-ui;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0d1117}}
ul{list-style:none;margin:0;padding:0}li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid var(--line)}
.sub{color:var(--muted);font-size:.85rem}dl{margin:1rem 0 0}dl div{display:flex;justify-content:space-between;padding:.2rem 0}dt{color:var(--muted)}dd{margin:0}
.total{font-weight:700;border-top:1px solid var(--line);margin-top:.5rem;padding-top:.6rem}.total dt{color:var(--ink)}a{color:var(--accent)}`;

function page(title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>${title} · Vélo Nord checkout</title>
    <style>${new SafeHtml(STYLE)}</style>
  </head>
  <body>
    <header><div><strong>Vélo Nord · Secure checkout</strong><span class="test">Test mode: no real payment</span></div></header>
    ${body}
  </body>
</html>`;
}

interface Summary {
  checkout: CheckoutRow;
  lines: LineItemRow[];
  productName: (productId: string) => string | undefined;
}

function summarySection(summary: Summary, service: CheckoutService): SafeHtml {
  const amounts = service.amounts(summary.checkout, summary.lines);
  const ready = summary.checkout.status !== 'draft';
  return html`<section aria-labelledby="summary-title">
    <h2 id="summary-title">Order summary</h2>
    <ul>
      ${summary.lines.map(
        (line) => html`<li>
          <span>${summary.productName(line.product_id) ?? 'Item'} × ${line.quantity}
            ${line.variant_options.length ? html`<br /><span class="sub">${line.variant_options.join(' / ')}</span>` : ''}
            ${service.purchasableStatus(line) !== 'purchasable' ? html`<br /><span class="error">No longer available</span>` : ''}</span>
          <span>${money(line.unit_amount * line.quantity, summary.checkout.currency)}</span>
        </li>`,
      )}
    </ul>
    <dl>
      <div><dt>Subtotal</dt><dd>${money(amounts.subtotal_amount)}</dd></div>
      <div><dt>Shipping</dt><dd>${ready ? money(amounts.shipping_amount) : 'Calculated from your address'}</dd></div>
      <div><dt>Taxes</dt><dd>${ready ? money(amounts.tax_amount) : 'Calculated from your address'}</dd></div>
      <div class="total"><dt>Total (${summary.checkout.currency.toUpperCase()})</dt><dd>${money(amounts.total_amount)}</dd></div>
    </dl>
  </section>`;
}

function field(name: keyof Form, label: string, form: Form, errors: Errors, type = 'text', autocomplete = ''): SafeHtml {
  const error = errors[name];
  return html`<label for="${name}">${label}</label>
    <input id="${name}" name="${name}" type="${type}" value="${form[name]}" autocomplete="${autocomplete}" required
      ${error ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''} />
    ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

function detailsForm(id: string, form: Form, errors: Errors): SafeHtml {
  const regions = form.country === 'US' ? Object.entries(US_STATES) : Object.entries(CANADIAN_PROVINCES).map(([code, p]) => [code, p.name] as const);
  return html`<section aria-labelledby="details-title">
    <h1 id="details-title">Your details</h1>
    <form method="post" action="/checkout/${id}/details" novalidate>
      ${field('email', 'E-mail', form, errors, 'email', 'email')}
      ${field('name', 'Full name', form, errors, 'text', 'name')}
      ${field('line1', 'Street address', form, errors, 'text', 'address-line1')}
      <div class="row">
        <div>${field('city', 'City', form, errors, 'text', 'address-level2')}</div>
        <div>${field('postal_code', 'Postal or ZIP code', form, errors, 'text', 'postal-code')}</div>
      </div>
      <div class="row">
        <div>
          <label for="country">Country</label>
          <select id="country" name="country" autocomplete="country">
            <option value="CA" ${form.country === 'CA' ? html`selected` : ''}>Canada</option>
            <option value="US" ${form.country === 'US' ? html`selected` : ''}>United States</option>
          </select>
          ${errors.country ? html`<p class="error">${errors.country}</p>` : ''}
        </div>
        <div>
          <label for="region">Province or state</label>
          <select id="region" name="region" autocomplete="address-level1" ${errors.region ? html`aria-invalid="true" aria-describedby="region-error"` : ''}>
            ${regions.map(([code, name]) => html`<option value="${code}" ${form.region === code ? html`selected` : ''}>${name}</option>`)}
          </select>
          ${errors.region ? html`<p class="error" id="region-error">${errors.region}</p>` : ''}
        </div>
      </div>
      <p class="sub">Changing the country? Continue once to see its provinces or states.</p>
      <button type="submit">Continue to payment</button>
    </form>
  </section>`;
}

function paymentSection(checkout: CheckoutRow, total: number): SafeHtml {
  const address = checkout.shipping_address ?? {};
  return html`<section aria-labelledby="payment-title">
    <h1 id="payment-title">Payment</h1>
    <p>${checkout.name}<br />${checkout.email}</p>
    <p class="sub">${address.line1}, ${address.city} ${address.region} ${address.postal_code}, ${address.country === 'US' ? 'United States' : 'Canada'}</p>
    <p><a href="/checkout/${checkout.id}?step=details">Edit details</a></p>
    <p class="sub">This is the local test checkout: no card is needed and no money moves.</p>
    <form method="post" action="/checkout/${checkout.id}/pay">
      <button type="submit">Pay ${money(total, checkout.currency)} (test payment)</button>
    </form>
  </section>`;
}

function orderEmail(summary: Summary, paid: { orderNumber: number }, service: CheckoutService, siteUrl: string) {
  const amounts = service.amounts(summary.checkout, summary.lines);
  const orderUrl = `${siteUrl}/thank-you?sc_order=${summary.checkout.id}`;
  const lines = summary.lines.map((l) => `${summary.productName(l.product_id) ?? 'Item'} × ${l.quantity}: ${money(l.unit_amount * l.quantity)}`);
  return {
    to: summary.checkout.email!,
    subject: `Your Vélo Nord order #${paid.orderNumber}`,
    text: [
      `Thank you for your order, ${summary.checkout.name}!`,
      '',
      ...lines,
      `Total: ${money(amounts.total_amount)} ${summary.checkout.currency.toUpperCase()}`,
      '',
      `Your order: ${orderUrl}`,
      `Activate your account with this e-mail address to follow your orders: ${siteUrl}/login`,
    ].join('\n'),
    html: html`<p>Thank you for your order, ${summary.checkout.name}!</p>
      <ul>${lines.map((l) => html`<li>${l}</li>`)}</ul>
      <p><strong>Total: ${money(amounts.total_amount)} ${summary.checkout.currency.toUpperCase()}</strong></p>
      <p><a href="${orderUrl}">View your order</a></p>
      <p>Activate your account with this e-mail address to follow your orders: <a href="${siteUrl}/login">activate your account</a>.</p>`.value,
  };
}

export function hostedCheckout(
  service: CheckoutService,
  outbox: MailOutbox,
  productName: (productId: string) => string | undefined,
  siteUrl: string,
): Hono {
  const app = new Hono();

  async function load(id: string): Promise<Summary> {
    const checkout = await service.find(id);
    return { checkout, lines: await service.lines(id), productName };
  }

  function render(c: Context, summary: Summary, main: SafeHtml, status: 200 | 404 | 422 = 200) {
    return c.html(page('Checkout', html`<main>${main}${summarySection(summary, service)}</main>`).value, status);
  }

  app.onError((error, c) => {
    if (error instanceof ApiError && error.status === 404) {
      return c.html(page('Checkout not found', html`<main><section><h1>Checkout not found</h1><p>This checkout link is not valid.</p><p><a href="${siteUrl}">Back to the shop</a></p></section></main>`).value, 404);
    }
    throw error;
  });

  app.get('/checkout/:id', async (c) => {
    const summary = await load(c.req.param('id'));
    const { checkout } = summary;
    if (checkout.status === 'paid') {
      return render(c, summary, html`<section><h1>This order is paid</h1><p><a href="${siteUrl}/thank-you?sc_order=${checkout.id}">See your order</a></p></section>`);
    }
    if (checkout.status === 'finalized' && c.req.query('step') !== 'details') {
      return render(c, summary, paymentSection(checkout, service.amounts(checkout, summary.lines).total_amount));
    }
    const saved = checkout.shipping_address ?? {};
    const form: Form = { ...EMPTY_FORM, email: checkout.email ?? '', name: checkout.name ?? '', ...saved };
    return render(c, summary, detailsForm(checkout.id, form, {}));
  });

  app.post('/checkout/:id/details', async (c) => {
    const summary = await load(c.req.param('id'));
    const body = await c.req.parseBody();
    const form = Object.fromEntries(Object.keys(EMPTY_FORM).map((k) => [k, String(body[k] ?? '').trim()])) as unknown as Form;
    // A country change re-shows the form with that country's regions, keeping what was typed.
    const countryChanged = form.country !== (summary.checkout.shipping_address?.country ?? 'CA') && !(form.region in (form.country === 'US' ? US_STATES : CANADIAN_PROVINCES));
    const errors = countryChanged ? {} : validateDetails(form);
    if (countryChanged || Object.keys(errors).length) {
      if (countryChanged) form.region = form.country === 'US' ? 'NY' : 'QC';
      return render(c, summary, detailsForm(summary.checkout.id, form, errors), countryChanged ? 200 : 422);
    }
    const subtotal = service.amounts(summary.checkout, summary.lines).subtotal_amount;
    const country = form.country as Country;
    const shipping = shippingAmount(country, subtotal);
    await service.saveDetails(summary.checkout.id, {
      email: form.email,
      name: form.name,
      address: { line1: form.line1, city: form.city, region: form.region, postal_code: form.postal_code.toUpperCase(), country },
      shippingAmount: shipping,
      taxAmount: taxAmount(country, form.region, subtotal, shipping),
    });
    return c.redirect(`/checkout/${summary.checkout.id}`, 303);
  });

  app.post('/checkout/:id/pay', async (c) => {
    const id = c.req.param('id');
    try {
      const paid = await service.pay(id);
      const summary = { checkout: paid.checkout, lines: paid.lines, productName };
      await outbox.send(orderEmail(summary, paid, service, siteUrl));
      return c.redirect(`${siteUrl}/thank-you?sc_order=${id}`, 303);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      const summary = await load(id);
      return render(c, summary, html`<section><h1>Payment not possible</h1><p class="error">${error.message}</p><p><a href="/checkout/${id}?step=details">Back to your details</a></p></section>`, 422);
    }
  });

  return app;
}
