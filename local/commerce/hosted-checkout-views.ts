/**
 * The hosted checkout's HTML: the page frame, the order summary, the details
 * form, the payment step and the confirmation e-mail, in the checkout's
 * language (French when the shop created it with metadata `locale: "fr"`).
 * Every outside value goes through `html`, which escapes it.
 */
import { html, raw } from 'hono/html';
import { DEFAULT_LANGUAGE, languageOfCode } from '../../supabase/functions/_shared/languages.ts';
import {
  htmlLang,
  mailLanguage,
  shopAddress,
  type MailLanguage,
} from '../../supabase/functions/_shared/mail-language.ts';
import { lineSubtotal, type CheckoutAmounts } from './checkout-pricing.ts';
import type { CheckoutRow, LineItemRow } from './checkout-storage.ts';
import { regionsOf, type DetailsErrors, type DetailsForm } from './checkout-details.ts';

export type Html = ReturnType<typeof html>;
export type { MailLanguage as CheckoutLanguage } from '../../supabase/functions/_shared/mail-language.ts';

/** The language a checkout was started in: its metadata `locale` (`fr`), else English. */
export const checkoutLanguage = (checkout: Pick<CheckoutRow, 'metadata'>): MailLanguage =>
  mailLanguage(checkout.metadata?.locale);

/** The locale the numbers are formatted in, from the shop's languages table. */
const formatLocale = (language: MailLanguage) => (languageOfCode(language) ?? DEFAULT_LANGUAGE).locale;

/** Cents in the checkout's currency, the way Canadians read it (`$1,299.00`, or `1 299,00 $` in French). */
export const money = (cents: number, currency = 'cad', language: MailLanguage = 'en') =>
  new Intl.NumberFormat(formatLocale(language), { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** The hosted checkout's words in each language. */
export const CHECKOUT_TEXTS = {
  en: {
    checkout: 'Checkout',
    notFoundTitle: 'Checkout not found',
    notFoundText: 'This checkout link is not valid.',
    backToShop: 'Back to the shop',
    paidTitle: 'This order is paid',
    seeOrder: 'See your order',
    paymentImpossible: 'Payment not possible',
    backToDetails: 'Back to your details',
    summary: 'Order summary',
    item: 'Item',
    unavailable: 'No longer available',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    taxes: 'Taxes',
    fromAddress: 'Calculated from your address',
    total: (currency: string) => `Total (${currency})`,
    details: 'Your details',
    fields: {
      email: 'E-mail',
      name: 'Full name',
      line1: 'Street address',
      city: 'City',
      postal_code: 'Postal or ZIP code',
      country: 'Country',
      region: 'Province or state',
    } satisfies Record<keyof DetailsForm, string>,
    countries: { CA: 'Canada', US: 'United States' },
    countryHint: 'Changing the country? Continue once to see its provinces or states.',
    toPayment: 'Continue to payment',
    payment: 'Payment',
    editDetails: 'Edit details',
    testNotice: 'This is the local test checkout: no card is needed and no money moves.',
    pay: (amount: string) => `Pay ${amount} (test payment)`,
  },
  fr: {
    checkout: 'Paiement',
    notFoundTitle: 'Paiement introuvable',
    notFoundText: 'Ce lien de paiement n’est pas valide.',
    backToShop: 'Retour à la boutique',
    paidTitle: 'Cette commande est payée',
    seeOrder: 'Voir votre commande',
    paymentImpossible: 'Paiement impossible',
    backToDetails: 'Retour à vos coordonnées',
    summary: 'Résumé de la commande',
    item: 'Article',
    unavailable: 'N’est plus offert',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    taxes: 'Taxes',
    fromAddress: 'Calculé selon votre adresse',
    total: (currency: string) => `Total (${currency})`,
    details: 'Vos coordonnées',
    fields: {
      email: 'Courriel',
      name: 'Nom complet',
      line1: 'Adresse',
      city: 'Ville',
      postal_code: 'Code postal ou ZIP',
      country: 'Pays',
      region: 'Province ou État',
    },
    countries: { CA: 'Canada', US: 'États-Unis' },
    countryHint: 'Vous changez de pays? Continuez une fois pour voir ses provinces ou ses États.',
    toPayment: 'Continuer vers le paiement',
    payment: 'Paiement',
    editDetails: 'Modifier mes coordonnées',
    testNotice: 'Ceci est le paiement d’essai local\u00a0: aucune carte n’est demandée et aucun argent n’est débité.',
    pay: (amount: string) => `Payer ${amount} (paiement d’essai)`,
  },
} satisfies Record<MailLanguage, unknown>;

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
.total{font-weight:700;border-top:1px solid var(--line);margin-top:.5rem;padding-top:.6rem}.total dt{color:var(--ink)}a{color:var(--accent)}
main.single{grid-template-columns:1fr}caption{text-align:left}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.6rem .5rem;border-bottom:1px solid var(--line)}
th{color:var(--muted);font-size:.85rem;font-weight:600}td.amount,th.amount{text-align:right;font-variant-numeric:tabular-nums}`;

/** Which of the platform's hosted pages a page belongs to: its name in the title and header, and its badge. */
export interface HostedArea {
  /** Ends every page title. */
  site: string;
  name: string;
  badge: string;
}

const CHECKOUT_AREA: Record<MailLanguage, HostedArea> = {
  en: { site: 'Vélo Nord checkout', name: 'Secure checkout', badge: 'Test mode: no real payment' },
  fr: { site: 'Paiement Vélo Nord', name: 'Paiement sécurisé', badge: 'Mode test\u00a0: aucun vrai paiement' },
};

/** A hosted page: the checkout's (in `language`) unless another area is given. */
export function page(title: string, body: Html, area?: HostedArea, language: MailLanguage = 'en'): Html {
  const shown = area ?? CHECKOUT_AREA[language];
  return html`<!doctype html>
    <html lang="${htmlLang(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <title>${title} · ${shown.site}</title>
        <style>
          ${raw(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <div><strong>Vélo Nord · ${shown.name}</strong><span class="test">${shown.badge}</span></div>
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
  /** A product's name in a language (French when the catalogue has one). */
  productName: (productId: string, language: MailLanguage) => string | undefined;
  isPurchasable: (line: LineItemRow) => boolean;
}

const lineName = (summary: Summary, line: LineItemRow, language: MailLanguage) =>
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

/** The order confirmation's words in each language. */
const ORDER_EMAIL = {
  en: {
    subject: (number: number) => `Your Vélo Nord order #${number}`,
    thanks: (name: string | null) => (name ? `Thank you for your order, ${name}!` : 'Thank you for your order!'),
    total: 'Total:',
    view: 'View your order',
    yourOrder: 'Your order:',
    activate:
      'To follow your orders, activate your account with the link in the separate e-mail we sent to this address.',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    signInColon: 'Sign in:',
  },
  fr: {
    subject: (number: number) => `Votre commande Vélo Nord nº\u00a0${number}`,
    thanks: (name: string | null) => (name ? `Merci pour votre commande, ${name}!` : 'Merci pour votre commande!'),
    total: 'Total\u00a0:',
    view: 'Voir votre commande',
    yourOrder: 'Votre commande\u00a0:',
    activate:
      'Pour suivre vos commandes, activez votre compte avec le lien du courriel distinct que nous avons envoyé à cette adresse.',
    haveAccount: 'Vous avez déjà un compte?',
    signIn: 'Connectez-vous',
    signInColon: 'Connectez-vous\u00a0:',
  },
} satisfies Record<MailLanguage, unknown>;

/** The longest first name the order e-mail greets a buyer by. */
export const GREETING_NAME_MAX = 40;

/**
 * The name the order e-mail greets the buyer by, as a store's receipt does: the first word of the name
 * typed at checkout when it is a name (letters, with an apostrophe, hyphen or period between them) of at
 * most `GREETING_NAME_MAX` characters; none otherwise. The e-mail goes to whatever address was typed, so
 * this one word is all it repeats of what was typed: it cannot carry anyone's message or link.
 */
export function greetingName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/u)[0] ?? '';
  return first.length <= GREETING_NAME_MAX && /^\p{L}+(?:['’.-]\p{L}+)*\.?$/u.test(first) ? first : null;
}

/**
 * The order confirmation, in text and HTML, in the checkout's language, with the link to the order on the
 * shop. Besides the buyer's first name (`greetingName`), it holds only the shop's words, the catalogue's
 * product names and the amounts.
 */
export async function orderEmail(summary: Summary, orderNumber: number, siteUrl: string) {
  const { amounts, checkout } = summary;
  const language = checkoutLanguage(checkout);
  const t = ORDER_EMAIL[language];
  const greeting = t.thanks(greetingName(checkout.name));
  const cash = (cents: number) => money(cents, 'cad', language);
  const orderUrl = shopAddress(siteUrl, `/thank-you?sc_order=${checkout.id}`, language);
  const loginUrl = shopAddress(siteUrl, '/login', language);
  const lines = summary.lines.map(
    (l) =>
      `${lineName(summary, l, language)} × ${l.quantity}${language === 'fr' ? '\u00a0:' : ':'} ${cash(lineSubtotal(l))}`,
  );
  const total = `${cash(amounts.total_amount)} ${checkout.currency.toUpperCase()}`;
  const body = await html`<p>${greeting}</p>
    <ul>
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    <p><strong>${t.total} ${total}</strong></p>
    <p><a href="${orderUrl}">${t.view}</a></p>
    <p>${t.activate} ${t.haveAccount} <a href="${loginUrl}">${t.signIn}</a>.</p>`;
  return {
    to: checkout.email!,
    subject: t.subject(orderNumber),
    text: [
      greeting,
      '',
      ...lines,
      `${t.total} ${total}`,
      '',
      `${t.yourOrder} ${orderUrl}`,
      t.activate,
      `${t.haveAccount} ${t.signInColon} ${loginUrl}`,
    ].join('\n'),
    html: body.toString(),
  };
}
