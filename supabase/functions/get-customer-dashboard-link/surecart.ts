/**
 * The commerce platform's customer links (`POST /v1/customer_links`, secret
 * key): a short-lived login into one customer's dashboard.
 */

export interface CustomerLinkOptions {
  /** The API base, e.g. https://api.surecart.com/v1. */
  apiUrl: string;
  secretKey: string;
  liveMode: boolean;
  /**
   * Where the dashboard lives when the platform answers with a link id but no
   * `url`: the id is passed to it as `customer_link_id`.
   */
  dashboardUrl?: string;
  fetch?: typeof fetch;
}

/** Creates a customer link and returns the URL that signs the customer into their dashboard. */
export function customerLinkClient(options: CustomerLinkOptions): (customerId: string) => Promise<string> {
  const send = options.fetch ?? fetch;
  return async (customerId) => {
    const response = await send(`${options.apiUrl.replace(/\/$/, '')}/customer_links`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.secretKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ customer_link: { customer: customerId, live_mode: options.liveMode } }),
    });
    if (!response.ok) throw new Error(`customer_links answered ${response.status}: ${await response.text()}`);
    const link = (await response.json()) as { id?: unknown; url?: unknown };
    if (typeof link.url === 'string' && /^https?:\/\//.test(link.url)) return link.url;
    if (typeof link.id === 'string' && options.dashboardUrl) {
      const url = new URL(options.dashboardUrl);
      url.searchParams.set('customer_link_id', link.id);
      return url.toString();
    }
    throw new Error('customer_links answered without a usable link');
  };
}
