/**
 * The shop's policy constants. Free delivery is promised three different
 * ways: the home page from $200 across Canada, the product page over $1000,
 * and the shipping page not at all. Each reading is kept on its page, and
 * each lives here, in one place, so the merchant can reconcile them by
 * changing a number.
 */

/** The currency the shop sells in and states its own amounts (the thresholds below) in. */
export const SHOP_CURRENCY = 'CAD';

/** Home page banner: free delivery across Canada from this order total, in cents of SHOP_CURRENCY. */
export const HOME_FREE_DELIVERY_THRESHOLD = 200_00;

/** Product page line: "free shipping over $1000", in cents of SHOP_CURRENCY. */
export const PRODUCT_PAGE_FREE_SHIPPING_THRESHOLD = 1000_00;

/** Shipping page: whether it offers free shipping at all (its text says it does not). */
export const SHIPPING_PAGE_OFFERS_FREE_SHIPPING = false;
