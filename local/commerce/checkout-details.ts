/**
 * The hosted checkout's details form: what the shopper typed, and one zod
 * schema that checks it and says, field by field, what is wrong.
 */
import { z } from 'zod';
import type { MailLanguage } from '../../supabase/functions/_shared/mail-language.ts';
import { CANADIAN_PROVINCES, US_STATES, validPostalCode } from './shipping.ts';

/** The form's fields as typed (trimmed), shown again when something is wrong. */
export interface DetailsForm {
  email: string;
  name: string;
  line1: string;
  city: string;
  country: string;
  region: string;
  postal_code: string;
}

export type DetailsErrors = Partial<Record<keyof DetailsForm, string>>;

export const EMPTY_DETAILS: DetailsForm = {
  email: '',
  name: '',
  line1: '',
  city: '',
  country: 'CA',
  region: 'QC',
  postal_code: '',
};

/** The region first shown for a country. */
export const defaultRegion = (country: string) => (country === 'US' ? 'NY' : 'QC');

/** The provinces or states of a country, by code. */
export const regionsOf = (country: string) => (country === 'US' ? US_STATES : CANADIAN_PROVINCES);

export const isRegionOf = (country: string, region: string) => Object.hasOwn(regionsOf(country), region);

/** The form as posted: every field a trimmed string, absent ones empty. */
export function readDetailsForm(body: Record<string, unknown>): DetailsForm {
  const read = (key: keyof DetailsForm) => (typeof body[key] === 'string' ? body[key].trim() : '');
  return {
    email: read('email'),
    name: read('name'),
    line1: read('line1'),
    city: read('city'),
    country: read('country'),
    region: read('region'),
    postal_code: read('postal_code'),
  };
}

const atLeast = (length: number, message: string) => z.string().min(length, message);

/** What the form says about each wrong field, in each language. */
const MESSAGES = {
  en: {
    email: 'Enter a valid e-mail address.',
    name: 'Enter your full name.',
    line1: 'Enter your street address.',
    city: 'Enter your city.',
    country: 'We ship to Canada and the USA only.',
    province: 'Choose a Canadian province or territory.',
    state: 'Choose a US state.',
    postalCode: 'Enter a postal code like H2X 1Y4.',
    zipCode: 'Enter a ZIP code like 05401.',
  },
  fr: {
    email: 'Entrez une adresse courriel valide.',
    name: 'Entrez votre nom complet.',
    line1: 'Entrez votre adresse.',
    city: 'Entrez votre ville.',
    country: 'Nous livrons au Canada et aux États-Unis seulement.',
    province: 'Choisissez une province ou un territoire du Canada.',
    state: 'Choisissez un État américain.',
    postalCode: 'Entrez un code postal comme H2X 1Y4.',
    zipCode: 'Entrez un code ZIP comme 05401.',
  },
} satisfies Record<MailLanguage, unknown>;

/** Each field's rule and message; the region and postal code are checked against the chosen country. */
const detailsSchema = (language: MailLanguage) => {
  const m = MESSAGES[language];
  return z
    .object({
      email: z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.email),
      name: atLeast(2, m.name),
      line1: atLeast(3, m.line1),
      city: atLeast(2, m.city),
      country: z.enum(['CA', 'US'], m.country),
      region: z.string(),
      postal_code: z.string().transform((code) => code.toUpperCase()),
    })
    .superRefine((form, ctx) => {
      const canada = form.country === 'CA';
      if (!isRegionOf(form.country, form.region)) {
        ctx.addIssue({ code: 'custom', path: ['region'], message: canada ? m.province : m.state });
      }
      if (!validPostalCode(form.country, form.postal_code)) {
        ctx.addIssue({ code: 'custom', path: ['postal_code'], message: canada ? m.postalCode : m.zipCode });
      }
    });
};

export type ValidDetails = z.output<ReturnType<typeof detailsSchema>>;

/** The details ready to save, or the first problem of each wrong field (in `language`). */
export function validateDetails(
  form: DetailsForm,
  language: MailLanguage = 'en',
): { details: ValidDetails } | { errors: DetailsErrors } {
  const result = detailsSchema(language).safeParse(form);
  if (result.success) return { details: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  return {
    errors: Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]])),
  };
}
