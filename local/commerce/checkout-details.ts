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

/**
 * Characters no one-line field may hold: C0 controls (NUL, tab, CR, LF, …),
 * DEL and C1 controls. A browser's one-line input never sends them, so one
 * in a posted form is a crafted request: CR/LF would carry a header into the
 * order e-mail and the shipping label, and the database cannot store NUL.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** Whether any field of the form holds a control character (see `CONTROL_CHARACTERS`). */
export const hasControlCharacters = (form: DetailsForm) =>
  Object.values(form).some((value) => CONTROL_CHARACTERS.test(value));

/** The form as it may be shown again: each run of control characters a space, so the page repeats none. */
export function withoutControlCharacters(form: DetailsForm): DetailsForm {
  const clean = (value: string) => value.replace(CONTROL_RUNS, ' ').trim();
  const shown = { ...form };
  for (const key of Object.keys(shown) as (keyof DetailsForm)[]) shown[key] = clean(shown[key]);
  return shown;
}

/** A one-line text: first refused for a control character, then checked by `rule`. */
const oneLine = (message: string) => z.string().refine((value) => !CONTROL_CHARACTERS.test(value), message);

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
    oneLine: 'Use one line of plain text, without special characters.',
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
    oneLine: 'Utilisez une seule ligne de texte, sans caractères spéciaux.',
  },
} satisfies Record<MailLanguage, unknown>;

/** Each field's rule and message; the region and postal code are checked against the chosen country. */
const detailsSchema = (language: MailLanguage) => {
  const m = MESSAGES[language];
  return z
    .object({
      email: oneLine(m.oneLine).regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, m.email),
      name: oneLine(m.oneLine).min(2, m.name),
      line1: oneLine(m.oneLine).min(3, m.line1),
      city: oneLine(m.oneLine).min(2, m.city),
      country: z.enum(['CA', 'US'], m.country),
      region: z.string(),
      postal_code: oneLine(m.oneLine).transform((code) => code.toUpperCase()),
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
