/**
 * The shop's policy constants. The spec states free delivery three ways (spec
 * section 9): the home page promises it from $200 across Canada, the product page
 * says over $1000, and the shipping page says there is none. Each reading is
 * kept where the spec puts it, and each lives here, in one place, so the
 * merchant can reconcile them by changing a number.
 */
export const SHOP_CURRENCY = 'CAD';

/** Home page banner: free delivery across Canada from this order total, in cents. */
export const HOME_FREE_DELIVERY_THRESHOLD = 200_00;

/** Product page line: "free shipping over $1000", in cents. */
export const PRODUCT_PAGE_FREE_SHIPPING_THRESHOLD = 1000_00;

/** Shipping page: whether it offers free shipping at all (the spec's page says it does not). */
export const SHIPPING_PAGE_OFFERS_FREE_SHIPPING = false;
