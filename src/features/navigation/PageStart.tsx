/**
 * What every page starts once per tab: the stored cart (the header's badge
 * and the drawer read it) and the auth-link rule with a stored session
 * (auth/boot.ts). An island rather than a page script so that it runs in the
 * page's language build: a French page's islands read the French build's
 * stores, and these must be the same ones (see server/locale-graph.mjs).
 * Rendered `client:only`, it renders nothing and runs only in the browser.
 */
import { bootAuth } from '~/features/auth/boot.ts';
import { startCart } from '~/features/cart/store.ts';

// Module scope: a module runs once per tab however many pages the router swaps in.
void startCart();
bootAuth();

export default function PageStart() {
  return null;
}
