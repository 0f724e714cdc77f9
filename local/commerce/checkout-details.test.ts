import { describe, expect, it } from 'vitest';
import {
  EMPTY_DETAILS,
  hasControlCharacters,
  readDetailsForm,
  validateDetails,
  withoutControlCharacters,
} from './checkout-details.ts';

/** A Montréal address as typed, in the form's default country and province. */
const filled = {
  ...EMPTY_DETAILS,
  email: ' rider@example.ca ',
  name: 'Ana Roy',
  line1: '123 rue Saint-Denis',
  city: 'Montréal',
  postal_code: 'h2x 1y4',
};

describe('the hosted checkout details form', () => {
  it('accepts a complete Canadian address, trimmed, with the postal code in capitals', () => {
    expect(validateDetails(readDetailsForm(filled))).toEqual({
      details: { ...filled, email: 'rider@example.ca', postal_code: 'H2X 1Y4' },
    });
  });

  it('says what is wrong with each field at once', () => {
    const form = readDetailsForm({
      ...filled,
      email: 'not-an-email',
      name: 'A',
      line1: '',
      city: '',
      postal_code: '123',
    });
    expect(validateDetails(form)).toEqual({
      errors: {
        email: 'Enter a valid e-mail address.',
        name: 'Enter your full name.',
        line1: 'Enter your street address.',
        city: 'Enter your city.',
        postal_code: 'Enter a postal code like H2X 1Y4.',
      },
    });
  });

  it('checks the region and the code against the chosen country', () => {
    const form = readDetailsForm({ ...filled, country: 'US', region: 'QC', postal_code: 'H2X 1Y4' });
    expect(validateDetails(form)).toEqual({
      errors: { region: 'Choose a US state.', postal_code: 'Enter a ZIP code like 05401.' },
    });
  });

  it('ships to Canada and the USA only, and reads a missing or non-text field as empty', () => {
    const form = readDetailsForm({ ...filled, country: 'FR', city: ['Paris'] });
    expect(validateDetails(form)).toEqual({
      errors: { city: 'Enter your city.', country: 'We ship to Canada and the USA only.' },
    });
  });
});

describe('control characters in the details form', () => {
  it('refuses CR/LF, NUL and other control characters in every one-line field, in the form language', () => {
    for (const field of ['email', 'name', 'line1', 'city', 'postal_code'] as const) {
      for (const bad of ['\r\nBcc: all@example.test', '\u0000', '\t', '\u007f', '\u0085']) {
        const value = `${filled[field].trim().slice(0, 2)}${bad}${filled[field].trim().slice(2)}`;
        const form = readDetailsForm({ ...filled, [field]: value });
        expect(hasControlCharacters(form)).toBe(true);
        expect(validateDetails(form)).toEqual({
          errors: { [field]: 'Use one line of plain text, without special characters.' },
        });
      }
    }
    const french = readDetailsForm({ ...filled, city: 'Mont\u0000réal' });
    expect(validateDetails(french, 'fr')).toEqual({
      errors: { city: 'Utilisez une seule ligne de texte, sans caractères spéciaux.' },
    });
  });

  it('takes accents and punctuation, which are no control characters', () => {
    const form = readDetailsForm({
      ...filled,
      name: "Zoë O'Brien-Lévesque",
      line1: '12, ch. de la Côte-Sainte-Catherine',
    });
    expect(hasControlCharacters(form)).toBe(false);
    expect(validateDetails(form)).toHaveProperty('details');
  });

  it('shows the form again with each run of control characters a space', () => {
    const form = readDetailsForm({ ...filled, name: 'Ana Roy\r\nBcc: all@example.test', city: 'Mont\u0000réal' });
    expect(withoutControlCharacters(form)).toMatchObject({ name: 'Ana Roy Bcc: all@example.test', city: 'Mont réal' });
  });
});
