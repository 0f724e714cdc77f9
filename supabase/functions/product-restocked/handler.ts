/**
 * product-restocked: "Notify me when it is back" keeps its promise. The
 * commerce platform posts `product.stock_adjusted` here when a product's stock
 * changes (a merchant's edit, a sale, a return), signed as it signs every
 * webhook (../_shared/webhook-signature.ts). The event carries the product;
 * its variants' stock is read from the platform with the secret key
 * (./restocked-product.ts), so the e-mails follow what the store holds now,
 * not what a delivery, perhaps late or repeated, says.
 *
 * Every variant that can be bought again (units left, or a product whose
 * stock is not tracked) has its open requests closed in the database and
 * answered, each with one e-mail in the language it was made in, linking to
 * the product page with that variant chosen. A closed request is never
 * answered again, so a second event for the same restock mails nobody. A mail
 * that fails opens its request again (the next event retries it) and makes the
 * answer a 5xx, which the platform retries.
 */
import type { MailSender } from '../_shared/activation-email.ts';
import { errorResponse, jsonResponse } from '../_shared/function-http.ts';
import { linkEmail, SHOP_NAME } from '../_shared/link-email.ts';
import { mailLanguage, shopAddress, type MailLanguage } from '../_shared/mail-language.ts';
import type { FunctionResult } from '../_shared/service-rest.ts';
import { readSignedEvent } from '../_shared/signed-event.ts';
import type { CLOSE_FUNCTION } from './restock-requests.ts';
import { variantsBack, type RestockedProduct } from './restocked-product.ts';

/** The platform's event for a change of a product's (and its variants') stock. */
export const STOCK_EVENT = 'product.stock_adjusted';

/** An open request, closed by the database as it is handed over to be mailed. */
export type ClosedRequest = FunctionResult<typeof CLOSE_FUNCTION>[number];

export interface RestockRequests {
  /** Closes and answers every open request of these variants (once: closed ones are never answered again). */
  close: (variantIds: string[]) => Promise<ClosedRequest[]>;
  /** Opens a request again whose e-mail could not be sent. */
  reopen: (id: string) => Promise<void>;
}

export interface ProductRestockedDeps {
  requests: RestockRequests;
  mail: MailSender;
  webhookSecret: string;
  siteUrl: string;
  /**
   * The product with its variants as the platform holds them now; undefined when the platform has no such
   * product; rejects when it cannot be read.
   */
  readProduct: (productId: string) => Promise<RestockedProduct | undefined>;
  now: () => number;
  log?: (message: string, error?: unknown) => void;
}

/** The platform's ids: letters, digits, `-` and `_` (anything else names no product worth asking for). */
const PLATFORM_ID = /^[A-Za-z0-9_-]{1,255}$/;

/** The product id the event's `data.object` names; undefined when it names none. */
export function eventProductId(event: Record<string, unknown>): string | undefined {
  const product = (event.data as { object?: unknown } | undefined)?.object;
  if (typeof product !== 'object' || product === null) return undefined;
  const id = (product as { id?: unknown }).id;
  return typeof id === 'string' && PLATFORM_ID.test(id) ? id : undefined;
}

const WORDS: Record<
  MailLanguage,
  {
    subject: (name: string) => string;
    intro: (name: string, choice: string) => string[];
    action: string;
    footer: string;
  }
> = {
  en: {
    subject: (name) => `${name} is back in stock`,
    intro: (name, choice) => [
      'Hello,',
      `You asked us to tell you when the ${name}${choice ? ` (${choice})` : ''} was back. It can be ordered again now, while stock lasts.`,
    ],
    action: 'See it in the shop',
    footer: `We send this e-mail once, for the request made on ${SHOP_NAME}. If you did not ask for it, you can ignore it.`,
  },
  fr: {
    subject: (name) => `${name} est de retour en stock`,
    intro: (name, choice) => [
      'Bonjour,',
      `Vous nous avez demandé de vous avertir du retour de ${name}${choice ? ` (${choice})` : ''}. Il est de nouveau offert, jusqu’à épuisement des stocks.`,
    ],
    action: 'Voir le produit',
    footer: `Nous n’envoyons ce courriel qu’une fois, pour la demande faite sur ${SHOP_NAME}. Si vous ne l’avez pas faite, vous pouvez l’ignorer.`,
  },
};

/** The e-mail for one request: the product's name and the variant's choices in its language, and the link. */
export function restockEmail(request: ClosedRequest, product: RestockedProduct, siteUrl: string) {
  const language = mailLanguage(request.language);
  const words = WORDS[language];
  const name = (language === 'fr' && product.nameFr) || product.name;
  const variant = product.variants.find((each) => each.id === request.variant_id);
  const choice = variant?.options.join(' / ') ?? '';
  const slug = product.slug ?? request.product_slug;
  // Both parts from outside: encoded, so neither can add a path or a parameter to the shop's address.
  const path = `/product/${encodeURIComponent(slug)}?variant=${encodeURIComponent(request.variant_id)}`;
  const link = shopAddress(siteUrl, path, language);
  return linkEmail({
    to: request.email,
    subject: words.subject(name),
    intro: words.intro(name, choice),
    action: words.action,
    link,
    footer: words.footer,
    language,
  });
}

export function createProductRestockedHandler(deps: ProductRestockedDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(message, error));

  return async (request) => {
    const event = await readSignedEvent(request, deps.webhookSecret, deps.now());
    if (event instanceof Response) return event;
    if (event.type !== STOCK_EVENT) return jsonResponse(200, { received: true, ignored: true });
    const productId = eventProductId(event);
    // A 4xx: this payload can never succeed, so a retry of it is pointless.
    if (!productId) return errorResponse(422, 'The event lacks its product or the product id is unreadable');

    let product: RestockedProduct | undefined;
    try {
      product = await deps.readProduct(productId);
    } catch (error) {
      log('product-restocked: reading the product failed', error);
      return errorResponse(503, 'The product could not be read; the delivery may be retried');
    }
    if (!product) return errorResponse(422, "The event's product does not exist");
    const back = variantsBack(product);
    if (back.length === 0) return jsonResponse(200, { received: true, mailed: 0 });

    let requests: ClosedRequest[];
    try {
      requests = await deps.requests.close(back);
    } catch (error) {
      log('product-restocked: closing the requests failed', error);
      return errorResponse(503, 'The requests could not be read; the delivery may be retried');
    }
    let mailed = 0;
    let failed = 0;
    for (const each of requests) {
      try {
        await deps.mail.send(await restockEmail(each, product, deps.siteUrl));
        mailed += 1;
      } catch (error) {
        failed += 1;
        log('product-restocked: mailing a request failed', error);
        await deps.requests
          .reopen(each.id)
          .catch((reopenError) => log('product-restocked: reopening failed', reopenError));
      }
    }
    if (failed > 0) return errorResponse(502, 'Some e-mails could not be sent; the delivery may be retried');
    return jsonResponse(200, { received: true, mailed });
  };
}
