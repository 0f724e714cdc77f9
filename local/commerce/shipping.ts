/**
 * Shipping and sales tax of the hosted checkout, for Canada and the USA.
 * Rates are the shop's published ones for the demo: free shipping in Canada
 * from $200, a flat rate otherwise; Canadian taxes by province (GST, HST,
 * QST / PST where the seller must collect them); none collected for the USA.
 */

export const CANADIAN_PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The federal GST, all the tax collected in Alberta and the territories. */
const GST = 0.05;
/** Where one harmonized tax (HST) replaces the GST: its rate. */
const HST: Record<string, number> = { NB: 0.15, NL: 0.15, NS: 0.14, ON: 0.13, PE: 0.15 };
/** Where a provincial tax (Quebec's QST, the others' PST) comes on top of the GST: both together. */
const GST_AND_PROVINCIAL: Record<string, number> = { BC: 0.12, MB: 0.12, QC: 0.14975, SK: 0.11 };
const SALES_TAX = new Map(Object.entries({ ...HST, ...GST_AND_PROVINCIAL }));

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const FREE_SHIPPING_CANADA_FROM = 200_00;
export const CANADA_SHIPPING = 15_00;
export const USA_SHIPPING = 25_00;

export type Country = 'CA' | 'US';

export function shippingAmount(country: Country, subtotal: number): number {
  if (country === 'CA') return subtotal >= FREE_SHIPPING_CANADA_FROM ? 0 : CANADA_SHIPPING;
  return USA_SHIPPING;
}

/** Canadian sales tax applies to the goods and their shipping. */
export function taxAmount(country: Country, region: string, subtotal: number, shipping: number): number {
  if (country !== 'CA') return 0;
  if (!Object.hasOwn(CANADIAN_PROVINCES, region)) return 0;
  const rate = SALES_TAX.get(region) ?? GST;
  return Math.round((subtotal + shipping) * rate);
}

/** Canadian postal codes (A1A 1A1) and US ZIP codes (12345 or 12345-6789). */
export function validPostalCode(country: Country, code: string): boolean {
  return country === 'CA'
    ? /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(code.trim())
    : /^\d{5}(-\d{4})?$/.test(code.trim());
}
