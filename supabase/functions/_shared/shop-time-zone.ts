/**
 * The shop's own time zone (Quebec). The shop judges "today" in it (a back-order date passed or not),
 * and `local/` dates its demo catalogue and its orders in it, whatever zone the server or the
 * shopper's browser is in. Montreal keeps Toronto's time, which the time-zone database names.
 */
export const SHOP_TIME_ZONE = 'America/Toronto';
