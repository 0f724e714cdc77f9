import { describe, expect, it } from 'vitest';
import { signInFailure } from './auth-errors.ts';
import { initialsFromEmail } from './initials.ts';
import { emailError, passwordsMatch, safeReturnPath, validateNewPassword, validateSignIn } from './validation.ts';

describe('initials', () => {
  it.each([
    ['marie.tremblay@example.ca', 'MT'],
    ['alex@example.ca', 'A'],
    ['jean.paul.gagnon@example.ca', 'JP'],
    ['.odd..dots.@example.ca', 'OD'],
    ['élise.roy@example.ca', 'ÉR'],
    ['', '?'],
    [null, '?'],
  ])('of %j are %s', (email, initials) => {
    expect(initialsFromEmail(email)).toBe(initials);
  });
});

describe('sign-in errors', () => {
  it.each([
    [{ code: 'invalid_credentials', status: 400 }, 'Invalid email or password'],
    [{ code: 'email_not_confirmed', status: 400 }, 'Please verify your email address first'],
    [{ code: 'over_request_rate_limit', status: 429 }, 'Too many attempts. Please try again later'],
    [{ code: 'over_email_send_rate_limit', status: 429 }, 'Too many attempts. Please try again later'],
    [{ status: 429 }, 'Too many attempts. Please try again later'],
    [{ code: 'otp_disabled', status: 422 }, 'No account found with this email address'],
  ])('%j shows %s, with no toast', (error, message) => {
    expect(signInFailure({ ...error, message: 'server words' })).toEqual({ message, unexpected: false });
  });

  it('any other error shows its own message and asks for the failure toast', () => {
    expect(signInFailure({ code: 'weird', status: 500, message: 'Database error' })).toEqual({
      message: 'Database error',
      unexpected: true,
    });
    expect(signInFailure({})).toEqual({ message: 'Something went wrong', unexpected: true });
  });

  it.each(['{}', '  ', '<html><body>Bad Gateway</body></html>', '{"message":"boom"}', 'x'.repeat(301)])(
    "a 5xx whose message is %j shows the shop's own words, never the body",
    (message) => {
      expect(signInFailure({ status: 502, message })).toEqual({ message: 'Something went wrong', unexpected: true });
    },
  );

  it("a password the server finds too weak is explained by the form's own rule", () => {
    expect(signInFailure({ code: 'weak_password', status: 422, message: 'Password should contain…' })).toEqual({
      message: 'At least 8 characters, including uppercase, lowercase and numbers.',
      unexpected: false,
    });
  });
});

describe('form checks', () => {
  it('an e-mail is required and must look like one', () => {
    expect(emailError('')).toBe('Required');
    expect(emailError('   ')).toBe('Required');
    expect(emailError('marie')).toBe('Invalid email');
    expect(emailError('marie@example')).toBe('Invalid email');
    expect(emailError(' marie@example.ca ')).toBeUndefined();
  });

  it('sign-in needs an e-mail and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Required', password: 'Required' });
    expect(validateSignIn({ email: 'a@b.ca', password: 'x' })).toEqual({});
  });

  it('a new password: both fields required, 8 characters where a minimum applies', () => {
    expect(validateNewPassword({ password: '', confirm: '' })).toEqual({ password: 'Required', confirm: 'Required' });
    expect(validateNewPassword({ password: 'short', confirm: 'short' }, { minLength: 8 })).toEqual({
      password: 'String must contain at least 8 character(s)',
      confirm: 'String must contain at least 8 character(s)',
    });
    expect(validateNewPassword({ password: 'Abcdefg1', confirm: 'Abcdefg1' }, { minLength: 8 })).toEqual({});
    expect(validateNewPassword({ password: 'short', confirm: 'short' })).toEqual({});
  });

  it('the two passwords must match', () => {
    expect(passwordsMatch({ password: 'Abcdefg1', confirm: 'Abcdefg1' })).toBe(true);
    expect(passwordsMatch({ password: 'Abcdefg1', confirm: 'Abcdefg2' })).toBe(false);
  });

  it.each([
    ['/account', '/account'],
    ['/shop?featured=true', '/shop?featured=true'],
    ['/fr/boutique?q=v%C3%A9lo#top', '/fr/boutique?q=v%C3%A9lo#top'],
    ['/products/../account', '/account'],
    ['', '/account'],
    [null, '/account'],
  ])('after signing in, %j leads to %s', (next, path) => {
    expect(safeReturnPath(next)).toBe(path);
  });

  // Each of these is what `next` holds once the query string is decoded; a
  // browser asked to go to any of them would leave the shop.
  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    '/\\/evil.example',
    '/\t\\evil.example',
    '/ /evil.example',
    '/%2F/evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'https:evil.example',
    'http:/evil.example',
    '//evil.example@shop.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' //evil.example',
    '\t//evil.example',
    'evil.example',
  ])('after signing in, %j never leaves the shop', (next) => {
    const path = safeReturnPath(next);
    const landing = new URL(path, 'https://shop.example');
    expect(landing.origin).toBe('https://shop.example');
    expect(landing.pathname.startsWith('//')).toBe(false);
  });
});
