import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS, readDetailsForm, validateDetails } from './checkout-details.ts';

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
