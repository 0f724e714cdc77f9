/**
 * The hosted checkout's HTML: the page frame, the order summary, the details
 * form, the payment step and the confirmation e-mail. Every outside value
 * goes through `html`, which escapes it.
 */
import { html, raw } from 'hono/html';
import { lineSubtotal, type CheckoutAmounts } from './checkout-pricing.ts';
import type { CheckoutRow, LineItemRow } from './checkout-storage.ts';
import { regionsOf, type DetailsErrors, type DetailsForm } from './checkout-details.ts';

export type Html = ReturnType<typeof html>;

/** Cents in the checkout's currency, the way Canadians read it. */
export const money = (cents: number, currency = 'cad') =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

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

export function page(title: string, body: Html): Html {
  return html`<!doctype html>
    <html lang="en-CA">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <title>${title} · Vélo Nord checkout</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <div><strong>Vélo Nord · Secure checkout</strong><span class="test">Test mode: no real payment</span></div>
        </header>
        ${body}
      </body>
    </html>`;
}

/** What the summary and the e-mail show of a checkout. */
export interface Summary {
  checkout: CheckoutRow;
  lines: LineItemRow[];
  amounts: CheckoutAmounts;
  productName: (productId: string) => string | undefined;
  isPurchasable: (line: LineItemRow) => boolean;
}

const lineName = (summary: Summary, line: LineItemRow) => summary.productName(line.product_id) ?? 'Item';

export function summarySection(summary: Summary): Html {
  const { amounts, checkout } = summary;
  const ready = checkout.status !== 'draft';
  return html`<section aria-labelledby="summary-title">
    <h2 id="summary-title">Order summary</h2>
    <ul>
      ${summary.lines.map(
        (line) =>
          html`<li>
            <span
              >${lineName(summary, line)} × ${line.quantity}
              ${line.variant_options.length ? html`<br /><span class="sub">${line.variant_options.join(' / ')}</span>` : ''}
              ${summary.isPurchasable(line) ? '' : html`<br /><span class="error">No longer available</span>`}</span
            >
            <span>${money(lineSubtotal(line), checkout.currency)}</span>
          </li>`,
      )}
    </ul>
    <dl>
      <div>
        <dt>Subtotal</dt>
        <dd>${money(amounts.subtotal_amount)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>${ready ? money(amounts.shipping_amount) : 'Calculated from your address'}</dd>
      </div>
      <div>
        <dt>Taxes</dt>
        <dd>${ready ? money(amounts.tax_amount) : 'Calculated from your address'}</dd>
      </div>
      <div class="total">
        <dt>Total (${checkout.currency.toUpperCase()})</dt>
        <dd>${money(amounts.total_amount)}</dd>
      </div>
    </dl>
  </section>`;
}

function field(
  name: keyof DetailsForm,
  label: string,
  form: DetailsForm,
  errors: DetailsErrors,
  type = 'text',
  autocomplete = '',
): Html {
  const error = errors[name];
  return html`<label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="${type}"
      value="${form[name]}"
      autocomplete="${autocomplete}"
      required
      ${error ? html`aria-invalid="true" aria-describedby="${name}-error"` : ''}
    />
    ${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}`;
}

export function detailsForm(id: string, form: DetailsForm, errors: DetailsErrors): Html {
  const regions = Object.entries(regionsOf(form.country));
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
          <select
            id="region"
            name="region"
            autocomplete="address-level1"
            ${errors.region ? html`aria-invalid="true" aria-describedby="region-error"` : ''}
          >
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

export function paymentSection(checkout: CheckoutRow, total: number): Html {
  const address = checkout.shipping_address ?? {};
  return html`<section aria-labelledby="payment-title">
    <h1 id="payment-title">Payment</h1>
    <p>${checkout.name}<br />${checkout.email}</p>
    <p class="sub">
      ${address.line1}, ${address.city} ${address.region} ${address.postal_code},
      ${address.country === 'US' ? 'United States' : 'Canada'}
    </p>
    <p><a href="/checkout/${checkout.id}?step=details">Edit details</a></p>
    <p class="sub">This is the local test checkout: no card is needed and no money moves.</p>
    <form method="post" action="/checkout/${checkout.id}/pay">
      <button type="submit">Pay ${money(total, checkout.currency)} (test payment)</button>
    </form>
  </section>`;
}

/** The order confirmation, in text and HTML, with the link to the order on the shop. */
export async function orderEmail(summary: Summary, orderNumber: number, siteUrl: string) {
  const { amounts, checkout } = summary;
  const orderUrl = `${siteUrl}/thank-you?sc_order=${checkout.id}`;
  const lines = summary.lines.map((l) => `${lineName(summary, l)} × ${l.quantity}: ${money(lineSubtotal(l))}`);
  const total = `${money(amounts.total_amount)} ${checkout.currency.toUpperCase()}`;
  const body = await html`<p>Thank you for your order, ${checkout.name}!</p>
    <ul>
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    <p><strong>Total: ${total}</strong></p>
    <p><a href="${orderUrl}">View your order</a></p>
    <p>
      To follow your orders, activate your account with the link in the separate e-mail we sent to this address. Already
      have an account? <a href="${siteUrl}/login">Sign in</a>.
    </p>`;
  return {
    to: checkout.email!,
    subject: `Your Vélo Nord order #${orderNumber}`,
    text: [
      `Thank you for your order, ${checkout.name}!`,
      '',
      ...lines,
      `Total: ${total}`,
      '',
      `Your order: ${orderUrl}`,
      'To follow your orders, activate your account with the link in the separate e-mail we sent to this address.',
      `Already have an account? Sign in: ${siteUrl}/login`,
    ].join('\n'),
    html: body.toString(),
  };
}
