// @vitest-environment happy-dom
// The sign-in dialog; Reset Password and Set Your Password are in PasswordDialogs.test.tsx.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { siteUrl } from '~/lib/env.ts';
import { fakeSupabase } from '~/lib/supabase/testing/fake-supabase.ts';
import AuthDialogs from './AuthDialogs.tsx';
import { $auth, $signInDialogOpen, clearAuthState } from './store.ts';
import { dialog, press, type } from './testing/dialog-actions.ts';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));
vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
let fake = fakeSupabase();
vi.mock('./start.ts', () => ({ ensureAuthStarted: () => Promise.resolve(fake.client) }));

beforeEach(() => {
  fake = fakeSupabase();
  clearAuthState();
  $signInDialogOpen.set(false);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function openSignIn() {
  render(<AuthDialogs />);
  act(() => $signInDialogOpen.set(true));
}

describe('the sign-in dialog', () => {
  it('opens in sign-in mode with e-mail, password and the three other ways in', () => {
    openSignIn();
    expect(within(dialog()).getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(within(dialog()).getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(within(dialog()).getByLabelText('Password')).toHaveProperty('type', 'password');
    for (const name of ['Sign in with Email Link', 'Need to activate your account?', 'Forgot Password?'])
      expect(within(dialog()).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Back to sign in' })).toBeNull();
  });

  it('has a login-link mode and an activation mode, each with e-mail only and a way back', () => {
    openSignIn();
    press('Sign in with Email Link');
    expect(within(dialog()).getByRole('heading', { name: 'Sign in with Email' })).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Password')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Send Login Link' })).toBeTruthy();
    press('Back to sign in');
    press('Need to activate your account?');
    expect(within(dialog()).getByRole('heading', { name: 'Activate Account' })).toBeTruthy();
    expect(within(dialog()).queryByLabelText('Password')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Send Activation Link' })).toBeTruthy();
    press('Back to sign in');
    expect(within(dialog()).getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('asks for the missing fields without calling the backend', () => {
    openSignIn();
    press('Sign In');
    expect(within(dialog()).getAllByText('Required')).toHaveLength(2);
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in: the session is stored, a toast says so and the dialog closes', async () => {
    openSignIn();
    type('Email', 'marie.tremblay@example.ca');
    type('Password', 'Secret123');
    press('Sign In');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'marie.tremblay@example.ca',
      password: 'Secret123',
    });
    expect($auth.get().session).not.toBeNull();
    expect(notifySuccess).toHaveBeenCalledWith('Signed in successfully!');
  });

  it('shows "Signing in…" and refuses a second send while the request runs', async () => {
    let answer!: (value: unknown) => void;
    fake.auth.signInWithPassword.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    openSignIn();
    type('Email', 'a@b.ca');
    type('Password', 'x');
    press('Sign In');
    const busy = await within(dialog()).findByRole('button', { name: 'Signing in…' });
    expect(busy).toHaveProperty('disabled', true);
    fireEvent.submit(busy.closest('form')!);
    expect(fake.auth.signInWithPassword).toHaveBeenCalledOnce();
    await act(async () => answer({ data: { session: null, user: null }, error: { code: 'invalid_credentials' } }));
  });

  it.each([
    ['invalid_credentials', 400, 'Invalid email or password'],
    ['email_not_confirmed', 400, 'Please verify your email address first'],
    ['over_request_rate_limit', 429, 'Too many attempts. Please try again later'],
  ])('a refusal %s shows "%s" in the red box, gone as soon as a field is edited', async (code, status, message) => {
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: { code, status, message: 'server words' },
    } as never);
    openSignIn();
    type('Email', 'a@b.ca');
    type('Password', 'wrong');
    press('Sign In');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(message);
    expect(notifyError).not.toHaveBeenCalled();
    type('Password', 'wrong2');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('any other error shows its own message and the "Authentication failed" toast', async () => {
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: { code: 'unexpected_failure', status: 500, message: 'Database error querying schema' },
    } as never);
    openSignIn();
    type('Email', 'a@b.ca');
    type('Password', 'x');
    press('Sign In');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Database error querying schema');
    expect(notifyError).toHaveBeenCalledWith('Authentication failed. Please try again.');
  });

  it('sends a login link to an existing account only, returning to the home page', async () => {
    openSignIn();
    press('Sign in with Email Link');
    type('Email', 'marie@example.ca');
    press('Send Login Link');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Login link sent! Please check your email.'));
    expect(fake.auth.signInWithOtp).toHaveBeenCalledWith({
      email: 'marie@example.ca',
      options: { shouldCreateUser: false, emailRedirectTo: `${siteUrl}/` },
    });
  });

  it('a login link for an unknown address says no account was found', async () => {
    fake.auth.signInWithOtp.mockResolvedValue({
      data: {},
      error: { code: 'otp_disabled', status: 422, message: 'Signups not allowed for otp' },
    });
    openSignIn();
    press('Sign in with Email Link');
    type('Email', 'nobody@example.ca');
    press('Send Login Link');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('No account found with this email address');
  });

  it("an activation failure shows the server's message, or the fallback", async () => {
    const context = new Response(JSON.stringify({ error: 'Please wait a minute' }), { status: 429 });
    fake.functions.invoke.mockResolvedValueOnce({ data: null, error: Object.assign(new Error('x'), { context }) });
    openSignIn();
    press('Need to activate your account?');
    type('Email', 'a@b.ca');
    press('Send Activation Link');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Please wait a minute');

    fake.functions.invoke.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    type('Email', 'a@b.ca');
    press('Send Activation Link');
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to resend activation link');
  });

  it('an activation link sent says so', async () => {
    fake.functions.invoke.mockResolvedValueOnce({ data: { ok: true }, error: null });
    openSignIn();
    press('Need to activate your account?');
    type('Email', 'a@b.ca');
    press('Send Activation Link');
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Activation link sent! Please check your email.'));
  });

  it('closing resets the form and the mode', () => {
    openSignIn();
    press('Sign in with Email Link');
    type('Email', 'typed@example.ca');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => $signInDialogOpen.set(true));
    expect(within(dialog()).getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(within(dialog()).getByLabelText('Email')).toHaveProperty('value', '');
  });

  it('Forgot Password? closes it and opens the Reset Password dialog', () => {
    openSignIn();
    press('Forgot Password?');
    expect($signInDialogOpen.get()).toBe(false);
    expect(within(dialog()).getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
  });
});
