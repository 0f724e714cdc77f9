import { describe, expect, it } from 'vitest';
import { subscriberRow } from './newsletter-service.ts';

describe('the subscriber row', () => {
  it('lower-cases the e-mail and trims the name', () => {
    expect(subscriberRow('  Ana  ', ' Ana@Example.CA ', 't', 0.9)).toEqual({
      email: 'ana@example.ca',
      name: 'Ana',
      recaptcha_token: 't',
      recaptcha_score: 0.9,
    });
  });

  it('stores a blank name as null', () => {
    expect(subscriberRow('   ', 'a@b.ca', 't', 0.9).name).toBeNull();
  });
});
