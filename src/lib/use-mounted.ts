import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while an island hydrates, true after: browser-only
 * values (the signed-in shopper, the stored cart) are rendered only once it is
 * true, so the server's HTML and the first client render agree, however long
 * the island waited to hydrate. A component first rendered in the browser
 * (a dialog opened later) gets true at once.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
