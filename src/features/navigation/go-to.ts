/**
 * Takes the shopper to another of the shop's pages from code (a search
 * suggestion chosen, signing in or out): the browser loads it, as it would
 * for a link, cross-fading to it where it can.
 */
export function goTo(address: string): void {
  window.location.assign(address);
}
