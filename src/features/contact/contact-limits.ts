/**
 * The contact form's field limits, shared by the inputs (maxLength), the
 * schema and the database's check constraints (which hold the same numbers).
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  phone: { min: 10, max: 30 },
  message: { min: 10, max: 5000 },
} as const;

export type ContactField = keyof typeof CONTACT_LIMITS;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<ContactField, string>>;
