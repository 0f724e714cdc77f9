/**
 * The hosted checkout's sections: the order summary, the details form and the
 * payment step, in the checkout's language. Every outside value goes through
 * `html`, which escapes it. The page around them is hosted-page.ts; the words
 * are checkout-texts.ts.
 */
import { html } from 'hono/html';
import type { MailLanguage } from '../../supabase/functions/_shared/mail-language.ts';
import { lineSubtotal, type CheckoutAmounts } from './checkout-pricing.ts';
import type { CheckoutRow, LineItemRow } from './checkout-rows.ts';
import { regionsOf, type DetailsErrors, type DetailsForm } from './checkout-details.ts';
import { CHECKOUT_TEXTS, checkoutLanguage, money } from './checkout-texts.ts';
import type { Html } from './hosted-page.ts';

/** What the summary and the e-mail show of a checkout. */
export interface Summary {
  checkout: CheckoutRow;
  lines: LineItemRow[];
  amounts: CheckoutAmounts;
  /** A product's name in a language (French when the catalogue has one). */
  productName: (productId: string, language: MailLanguage) => string | undefined;
  isPurchasable: (line: LineItemRow) => boolean;
}

/** A line's product name in `language`, or the word for an item when the catalogue no longer has it. */
export const lineName = (summary: Summary, line: LineItemRow, language: MailLanguage) =>
  summary.productName(line.product_id, language) ?? CHECKOUT_TEXTS[language].item;

export function summarySection(summary: Summary): Html {
  const { amounts, checkout } = summary;
  const language = checkoutLanguage(checkout);
  const t = CHECKOUT_TEXTS[language];
  const cash = (cents: number) => money(cents, checkout.currency, language);
  const ready = checkout.status !== 'draft';
  return html`<section aria-labelledby="summary-title">
    <h2 id="summary-title">${t.summary}</h2>
    <ul>
      ${summary.lines.map(
        (line) =>
          html`<li>
            <span
              >${lineName(summary, line, language)} × ${line.quantity}
              ${line.variant_options.length ? html`<br /><span class="sub">${line.variant_options.join(' / ')}</span>` : ''}
              ${summary.isPurchasable(line) ? '' : html`<br /><span class="error">${t.unavailable}</span>`}</span
            >
            <span>${cash(lineSubtotal(line))}</span>
          </li>`,
      )}
    </ul>
    <dl>
      <div>
        <dt>${t.subtotal}</dt>
        <dd>${cash(amounts.subtotal_amount)}</dd>
      </div>
      <div>
        <dt>${t.shipping}</dt>
        <dd>${ready ? cash(amounts.shipping_amount) : t.fromAddress}</dd>
      </div>
      <div>
        <dt>${t.taxes}</dt>
        <dd>${ready ? cash(amounts.tax_amount) : t.fromAddress}</dd>
      </div>
      <div class="total">
        <dt>${t.total(checkout.currency.toUpperCase())}</dt>
        <dd>${cash(amounts.total_amount)}</dd>
      </div>
    </dl>
  </section>`;
}

function field(
  name: keyof DetailsForm,
  labels: Record<keyof DetailsForm, string>,
  form: DetailsForm,
  errors: DetailsErrors,
  type = 'text',
  autocomplete = '',
): Html {
  const error = errors[name];
  return html`<label for="${name}">${labels[name]}</label>
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

export function detailsForm(id: string, form: DetailsForm, errors: DetailsErrors, language: MailLanguage = 'en'): Html {
  const t = CHECKOUT_TEXTS[language];
  const labels = t.fields;
  const regions = Object.entries(regionsOf(form.country));
  return html`<section aria-labelledby="details-title">
    <h1 id="details-title">${t.details}</h1>
    <form method="post" action="/checkout/${id}/details" novalidate>
      ${field('email', labels, form, errors, 'email', 'email')} ${field('name', labels, form, errors, 'text', 'name')}
      ${field('line1', labels, form, errors, 'text', 'address-line1')}
      <div class="row">
        <div>${field('city', labels, form, errors, 'text', 'address-level2')}</div>
        <div>${field('postal_code', labels, form, errors, 'text', 'postal-code')}</div>
      </div>
      <div class="row">
        <div>
          <label for="country">${labels.country}</label>
          <select id="country" name="country" autocomplete="country">
            <option value="CA" ${form.country === 'CA' ? html`selected` : ''}>${t.countries.CA}</option>
            <option value="US" ${form.country === 'US' ? html`selected` : ''}>${t.countries.US}</option>
          </select>
          ${errors.country ? html`<p class="error">${errors.country}</p>` : ''}
        </div>
        <div>
          <label for="region">${labels.region}</label>
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
      <p class="sub">${t.countryHint}</p>
      <button type="submit">${t.toPayment}</button>
    </form>
  </section>`;
}

export function paymentSection(checkout: CheckoutRow, total: number): Html {
  const language = checkoutLanguage(checkout);
  const t = CHECKOUT_TEXTS[language];
  const address = checkout.shipping_address ?? {};
  return html`<section aria-labelledby="payment-title">
    <h1 id="payment-title">${t.payment}</h1>
    <p>${checkout.name}<br />${checkout.email}</p>
    <p class="sub">
      ${address.line1}, ${address.city} ${address.region} ${address.postal_code},
      ${address.country === 'US' ? t.countries.US : t.countries.CA}
    </p>
    <p><a href="/checkout/${checkout.id}?step=details">${t.editDetails}</a></p>
    <p class="sub">${t.testNotice}</p>
    <form method="post" action="/checkout/${checkout.id}/pay">
      <button type="submit">${t.pay(money(total, checkout.currency, language))}</button>
    </form>
  </section>`;
}
