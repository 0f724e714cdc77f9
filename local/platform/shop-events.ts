/**
 * The platform's catalogue events sent to the shop's own webhook
 * (`/api/surecart-events`), as a store's webhook endpoint subscribed to
 * product and price events receives them: signed like every delivery, the
 * event's object the product or price as it is after the change. Sent when
 * the change is made and not kept for another try: a shop that is not
 * running, or misses one, shows the change when its cached pages expire.
 */
import { EVENTS_PATH } from '../../supabase/functions/_shared/shop-http.mjs';
import { LOCAL_ACCOUNT_ID, signedDelivery } from './webhooks.ts';

/** How long the shop may take to acknowledge one. */
const DELIVERY_TIMEOUT_MS = 5000;

export class ShopEvents {
  private sent = 0;
  /** A shop that is not running is usual (the backend alone, the integration tests): said once, not per event. */
  private saidUnreachable = false;

  constructor(
    private readonly siteUrl: string,
    private readonly secret: string,
  ) {}

  /** Posts `type` with `object` to the shop; its HTTP status, or null when it could not be reached. */
  async send(type: string, object: object): Promise<number | null> {
    const createdAt = Math.floor(Date.now() / 1000);
    this.sent += 1;
    const body = JSON.stringify({
      id: `evt_local_shop_${createdAt}_${this.sent}`,
      object: 'event',
      data: { object },
      type,
      account: LOCAL_ACCOUNT_ID,
      created_at: createdAt,
    });
    try {
      const request = await signedDelivery(new URL(EVENTS_PATH, this.siteUrl).href, body, this.secret);
      const response = await fetch(request, { signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
      await response.body?.cancel();
      if (!response.ok) console.warn(`[local] the shop answered ${response.status} to ${type}`);
      return response.status;
    } catch (error) {
      if (!this.saidUnreachable)
        console.warn(`[local] catalogue events do not reach the shop at ${this.siteUrl}: ${String(error)}`);
      this.saidUnreachable = true;
      return null;
    }
  }
}
