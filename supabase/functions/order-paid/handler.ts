/**
 * order-paid: a paid order opens the buyer's account. The commerce platform
 * posts its `order.paid` event here (signed; see ../_shared/webhook-signature.ts). The
 * event's order names its checkout by id only, without customer or e-mail, so
 * the function reads that checkout with its customer from the platform (secret
 * key, see paid-checkout.ts) before anything is recorded: a checkout that
 * cannot be read answers 503, which the platform retries. The function then
 * finds or creates the Auth user of the customer's e-mail (unconfirmed,
 * `password_set: false`), links the platform's customer id to the profile,
 * and, while the account still needs activating, e-mails an activation link
 * that signs the person in on the shop's `/auth/confirm`, where the Set Your
 * Password dialog opens. A delivery of an event already handled does nothing.
 * One account gets one activation link at a time: each new link ends the one
 * before, so several orders paid together (several events) must not each mail
 * one. The link is claimed per account in the event records
 * (`activation:<user id>`) before it is mailed; the database lets a claim go
 * once the link it stands for has expired (an hour), so a later order mails a
 * fresh link.
 * The e-mail is in the language the order's checkout was started in: its
 * metadata `locale` (`fr` for a cart filled on the French pages, whose link
 * then goes to `/fr/auth/confirm`); English otherwise.
 */
import { sendActivation, type MailSender } from '../_shared/activation-email.ts';
import { needsActivation, type AccountDirectory } from '../_shared/account-directory.ts';
import { errorResponse, jsonResponse, normaliseEmail } from '../_shared/function-http.ts';
import { mailLanguage, type MailLanguage } from '../_shared/mail-language.ts';
import type { OrderRecords } from './order-records.ts';
import { readSignedEvent } from '../_shared/signed-event.ts';

export interface OrderPaidDeps {
  directory: AccountDirectory;
  records: OrderRecords;
  mail: MailSender;
  /** The webhook's signing secret. */
  webhookSecret: string;
  siteUrl: string;
  /**
   * The order's checkout with its customer, as the platform answers it with the
   * secret key (see ./paid-checkout.ts); rejects when it cannot be read.
   */
  readCheckout: (checkoutId: string) => Promise<Record<string, unknown>>;
  now: () => number;
  log?: (message: string, error?: unknown) => void;
}

/** What the event itself says: which event, and the checkout its order came from. */
export interface PaidEvent {
  eventId: string;
  eventType: string;
  /** The checkout the order came from (an id, or the expanded checkout's id). */
  checkoutId: string;
}

/** Who bought, read from the order's checkout. */
export interface Buyer {
  customerId: string;
  email: string;
  /** The checkout's metadata `locale`: the language it was started in (absent means English). */
  locale?: unknown;
}

export type PaidOrder = PaidEvent & Buyer;

/** The event record type of an activation link claimed for an account (see the migrations). */
export const ACTIVATION_CLAIM_TYPE = 'account.activation_mail';

/** The record that stands for the account's current activation link. */
export const activationClaim = (userId: string) => `activation:${userId}`;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/**
 * A non-empty string of at most `max` characters without control characters:
 * an id holding NUL cannot be recorded (Postgres refuses it), so such an event
 * could never be handled however often it is delivered, and is refused as unreadable.
 */
const text = (value: unknown, max = 255) =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !CONTROL_CHARACTER.test(value)
    ? value
    : undefined;

const idOf = (value: unknown) =>
  text(typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value);

/**
 * Reads the event as the platform sends it: `{id, type, data: {object: order}}`,
 * the order naming its `checkout` by id (an expanded checkout is read too).
 */
export function readPaidOrder(event: Record<string, unknown>): PaidEvent | undefined {
  const order = (event.data as { object?: Record<string, unknown> } | undefined)?.object;
  if (typeof order !== 'object' || order === null) return undefined;
  const eventId = text(event.id);
  const eventType = text(event.type);
  const checkoutId = idOf(order.checkout);
  if (!eventId || !eventType || !checkoutId || !PLATFORM_ID.test(checkoutId)) return undefined;
  return { eventId, eventType, checkoutId };
}

/**
 * An id the platform could have given (its ids are UUIDs): letters, digits,
 * `-` and `_`. Anything else names no checkout, so asking the platform for it
 * (and answering 5xx, retried forever, when it is not found) would be pointless.
 */
const PLATFORM_ID = /^[A-Za-z0-9_-]{1,255}$/;

/**
 * Reads the buyer from the order's checkout, as the platform's own account
 * linking does: its expanded `customer` (`{id, email}`), the checkout's own
 * `email` when the customer carries none, and the metadata `locale`.
 */
export function readBuyer(checkout: Record<string, unknown>): Buyer | undefined {
  const customer = checkout.customer;
  const customerObject = typeof customer === 'object' && customer !== null ? (customer as Record<string, unknown>) : {};
  const customerId = idOf(customer);
  const email = normaliseEmail(customerObject.email ?? checkout.email);
  if (!customerId || !email) return undefined;
  const metadata = checkout.metadata;
  const locale =
    typeof metadata === 'object' && metadata !== null ? (metadata as { locale?: unknown }).locale : undefined;
  return { customerId, email, ...(locale === undefined ? {} : { locale }) };
}

export function createOrderPaidHandler(deps: OrderPaidDeps): (request: Request) => Promise<Response> {
  const log = deps.log ?? ((message, error) => console.error(message, error));

  /** The checkout's language, read with the buyer; English when it names none or another one. */
  async function languageOf(order: PaidOrder): Promise<MailLanguage> {
    return mailLanguage(order.locale);
  }

  async function openAccount(order: PaidOrder): Promise<{ created: boolean; activationSent: boolean }> {
    let user = await deps.directory.findByEmail(order.email);
    let created = false;
    if (!user) {
      user = await deps.directory.createPending(order.email, { password_set: false });
      created = Boolean(user);
      // Created meanwhile by someone else (a sign-up, another delivery): use that account.
      user ??= await deps.directory.findByEmail(order.email);
      if (!user) throw new Error('The account could neither be created nor found');
    }
    await deps.records.linkCustomer(user.id, order.customerId);
    if (!needsActivation(user)) return { created, activationSent: false };
    const claim = activationClaim(user.id);
    if (!(await deps.records.claimEvent(claim, ACTIVATION_CLAIM_TYPE))) return { created, activationSent: false };
    try {
      // An unconfirmed account belongs to whoever proves the address, not to whoever signed it up: before
      // the link goes out, the sign-up's password, sessions, earlier links and metadata are cleared, so the
      // person who follows it chooses the password (decision 0062). One this delivery made has none.
      const owner = created || user.email_confirmed_at ? user : await deps.directory.reclaimUnconfirmed(user);
      await sendActivation(deps, order.email, await languageOf(order), owner);
    } catch (error) {
      // Not mailed after all: the retry of this delivery must be able to mail it.
      await deps.records.releaseEvent(claim).catch(() => undefined);
      throw error;
    }
    return { created, activationSent: true };
  }

  return async (request) => {
    const event = await readSignedEvent(request, deps.webhookSecret, deps.now());
    if (event instanceof Response) return event;
    if (event.type !== 'order.paid') return jsonResponse(200, { received: true, ignored: true });
    const paid = readPaidOrder(event);
    // A 4xx, not a 5xx: this payload can never succeed, so a retry of it is pointless.
    if (!paid) {
      return errorResponse(422, 'The event lacks the order, its id or its checkout id, or one is unreadable');
    }
    // Read before anything is recorded: a failed read leaves no trace, and the 5xx makes the platform retry.
    let checkout: Record<string, unknown>;
    try {
      checkout = await deps.readCheckout(paid.checkoutId);
    } catch (error) {
      log('order-paid: reading the order checkout failed', error);
      return errorResponse(503, "The order's checkout could not be read; the delivery may be retried");
    }
    const buyer = readBuyer(checkout);
    if (!buyer) {
      return errorResponse(422, "The order's checkout lacks its customer id or e-mail address, or one is unreadable");
    }
    const order: PaidOrder = { ...paid, ...buyer };

    if (!(await deps.records.claimEvent(order.eventId, order.eventType))) {
      return jsonResponse(200, { received: true, duplicate: true });
    }
    try {
      const result = await openAccount(order);
      return jsonResponse(200, { received: true, ...result });
    } catch (error) {
      // Not handled after all: the platform retries failed deliveries, and the retry must run.
      await deps.records.releaseEvent(order.eventId).catch(() => undefined);
      log('order-paid: opening the account failed', error);
      return errorResponse(500, 'The account could not be opened; the delivery may be retried');
    }
  };
}
