/**
 * The longest search text the shop accepts, wherever it is typed (the header,
 * the phone menu, the listing) and at the suggestions endpoint. A module of
 * its own so the header's bundle takes this number without the listing's rules.
 */
export const MAX_QUERY_LENGTH = 100;
