import { describe, expect, it } from 'vitest';
import { checkContact } from './contact-schema.ts';

const valid = {
  name: 'Marie Tremblay',
  email: 'marie@example.ca',
  phone: '514 555 0100',
  message: 'Which frame size fits me?',
};

describe('contact form rules', () => {
  it('accepts a complete message and trims it', () => {
    expect(checkContact({ ...valid, name: '  Marie Tremblay ' })).toEqual({ ok: true, values: valid });
  });

  it.each([
    ['name', 'M', 'Name must be at least 2 characters'],
    ['name', '  M  ', 'Name must be at least 2 characters'],
    ['email', 'marie@', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '514555010', 'Phone number must be at least 10 digits'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['email', `${'x'.repeat(250)}@example.ca`, 'Email must be at most 254 characters'],
    ['phone', '1'.repeat(31), 'Phone must be at most 30 characters'],
    ['message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
  ])('refuses %s "%s" with "%s"', (field, value, message) => {
    expect(checkContact({ ...valid, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reports every refused field at once', () => {
    expect(checkContact({ name: '', email: 'x', phone: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Invalid email address',
        phone: 'Phone number must be at least 10 digits',
        message: 'Message must be at least 10 characters',
      },
    });
  });
});
