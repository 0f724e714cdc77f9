/**
 * Shipping and sales tax of the hosted checkout, for Canada and the USA.
 * Rates are the shop's published ones for the demo: free shipping in Canada
 * from $200, a flat rate otherwise; Canadian taxes by province (GST, HST,
 * QST / PST where the seller must collect them); none collected for the USA.
 */

export const CANADIAN_PROVINCES: Record<string, { name: string; taxRate: number }> = {
  AB: { name: 'Alberta', taxRate: 0.05 },
  BC: { name: 'British Columbia', taxRate: 0.12 },
  MB: { name: 'Manitoba', taxRate: 0.12 },
  NB: { name: 'New Brunswick', taxRate: 0.15 },
  NL: { name: 'Newfoundland and Labrador', taxRate: 0.15 },
  NS: { name: 'Nova Scotia', taxRate: 0.14 },
  NT: { name: 'Northwest Territories', taxRate: 0.05 },
  NU: { name: 'Nunavut', taxRate: 0.05 },
  ON: { name: 'Ontario', taxRate: 0.13 },
  PE: { name: 'Prince Edward Island', taxRate: 0.15 },
  QC: { name: 'Quebec', taxRate: 0.14975 },
  SK: { name: 'Saskatchewan', taxRate: 0.11 },
  YT: { name: 'Yukon', taxRate: 0.05 },
};

export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
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
  const rate = CANADIAN_PROVINCES[region]?.taxRate ?? 0;
  return Math.round((subtotal + shipping) * rate);
}

/** Canadian postal codes (A1A 1A1) and US ZIP codes (12345 or 12345-6789). */
export function validPostalCode(country: Country, code: string): boolean {
  return country === 'CA' ? /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/.test(code.trim()) : /^\d{5}(-\d{4})?$/.test(code.trim());
}
