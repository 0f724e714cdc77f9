/** The cart's checkout id, kept in local storage across visits. */

/** Local storage key of the cart's checkout id. */
export const CHECKOUT_ID_KEY = 'checkoutId';

export function readStoredId(): string | null {
  try {
    return localStorage.getItem(CHECKOUT_ID_KEY);
  } catch {
    return null;
  }
}

export function writeStoredId(id: string | null): void {
  try {
    if (id) localStorage.setItem(CHECKOUT_ID_KEY, id);
    else localStorage.removeItem(CHECKOUT_ID_KEY);
  } catch {
    // Without storage the cart lasts for this page only.
  }
}
