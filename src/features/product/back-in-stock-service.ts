/**
 * Asking to hear when a sold-out variant is back: a verified reCAPTCHA token,
 * then one row in `back_in_stock_requests` (insert only: the shop never reads
 * requests back). The database checks the token, stores the address as it
 * compares it (trimmed, lower case) and keeps one open request per address and
 * variant: asking again answers as the first time did. Loaded with the form.
 */
import { dataClient } from '~/lib/supabase/data-client.ts';
import { gateMessage, verifiedToken } from '~/lib/recaptcha/verify.ts';
import type { LanguageCode } from '~/i18n/locales.ts';

/** The database refused the request with a message meant for people (reCAPTCHA, limits). */
export class BackInStockRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackInStockRefused';
  }
}

export interface BackInStockRequest {
  email: string;
  variantId: string;
  productSlug: string;
  /** The shop's language the request was made in: the e-mail's language. */
  language: LanguageCode;
}

export function backInStockRow(request: BackInStockRequest, token: string) {
  return {
    email: request.email.trim().toLowerCase(),
    variant_id: request.variantId,
    product_slug: request.productSlug,
    language: request.language,
    recaptcha_token: token,
  };
}

export async function requestBackInStock(request: BackInStockRequest): Promise<void> {
  const { token } = await verifiedToken('back_in_stock');
  const client = await dataClient();
  const { error } = await client.from('back_in_stock_requests').insert([backInStockRow(request, token)]);
  // 23505: the same address asked for the same variant at the same moment; that request stands for this one.
  if (!error || error.code === '23505') return;
  if (error.code === 'P0001') throw new BackInStockRefused(gateMessage(error));
  throw new Error(error.message || 'saving the back-in-stock request failed');
}
