// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '~/features/navigation/go-to.ts';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { siteUrl } from '~/lib/env.ts';
import { fakeProfile, fakeSession, fakeSupabase, fakeUser } from '~/lib/supabase/testing/fake-supabase.ts';
import AccountPage from './AccountPage.tsx';
import { ConfirmPage, LoginPage, ResetPasswordPage, UpdatePasswordPage } from './pages.tsx';
import { $auth, clearAuthState, mergeAuthState } from './store.ts';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));
vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
let fake = fakeSupabase();
vi.mock('./start.ts', () => ({ ensureAuthStarted: () => Promise.resolve(fake.client) }));

beforeEach(() => {
  fake = fakeSupabase();
  clearAuthState();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const signedIn = (profile = fakeProfile()) =>
  mergeAuthState({ user: fakeUser(), session: fakeSession(), userProfile: profile, loading: false });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/login', () => {
  it('sends a visitor already signed in on to /account', async () => {
    signedIn();
    render(<LoginPage />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/account'));
  });

  it('after signing in, goes back to the page that sent the visitor here', async () => {
    window.history.replaceState(null, '', '/login?next=/account');
    render(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    type('Email', 'a@b.ca');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/account'));
  });

  it('never follows a return address off the site', async () => {
    window.history.replaceState(null, '', '/login?next=//evil.example');
    signedIn();
    render(<LoginPage />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/account'));
  });

  it('creates an account that returns to /auth/confirm, then asks to check the e-mail', async () => {
    render(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    type('Email', 'new@example.ca');
    type('Password', 'Abcdefg1');
    type('Confirm Password', 'Abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText(/new@example\.ca/)).toBeTruthy();
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.ca',
      password: 'Abcdefg1',
      options: { emailRedirectTo: `${siteUrl}/auth/confirm`, data: { password_set: true } },
    });
  });

  it('creating an account with two different passwords says "Passwords don\'t match"', () => {
    render(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    type('Email', 'new@example.ca');
    type('Password', 'Abcdefg1');
    type('Confirm Password', 'Abcdefg2');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(notifyError).toHaveBeenCalledWith("Passwords don't match");
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });
});

describe('/account', () => {
  it('signed out, sends the visitor to /login and back here afterwards', async () => {
    render(<AccountPage />);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login?next=/account'));
  });

  it('signed in, shows the profile with name and phone editable and the e-mail shown', async () => {
    signedIn();
    render(<AccountPage />);
    expect(await screen.findByLabelText('Full name')).toHaveProperty('value', 'Marie Tremblay');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '514-555-0100');
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    expect(screen.getByRole('button', { name: 'Access Account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('saves the name and phone', async () => {
    signedIn();
    fake.rows.update.mockResolvedValue({
      data: fakeProfile({ full_name: 'Marie T.', updated_at: 'later' }),
      error: null,
    });
    render(<AccountPage />);
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: ' Marie T. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Profile saved'));
    expect(fake.rows.update).toHaveBeenCalledWith({ full_name: 'Marie T.', phone: '514-555-0100' });
    expect($auth.get().userProfile?.full_name).toBe('Marie T.');
  });

  it('a failed save keeps what was typed', async () => {
    signedIn();
    fake.rows.update.mockResolvedValue({ data: null, error: { code: '42501', message: 'denied' } });
    render(<AccountPage />);
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '418-555-0199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to save your profile. Please try again.'));
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '418-555-0199');
  });

  it('without a customer id there is no Access Account button', async () => {
    signedIn(fakeProfile({ surecart_customer_id: null }));
    render(<AccountPage />);
    await screen.findByLabelText('Full name');
    expect(screen.queryByRole('button', { name: 'Access Account' })).toBeNull();
  });

  it('changes the password', async () => {
    signedIn();
    render(<AccountPage />);
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Abcdefg1' } });
    type('Confirm Password', 'Abcdefg1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Password updated successfully!'));
  });
});

describe('/auth/reset-password', () => {
  it('asks for the e-mail, then Check Your Email; Send Another Reset Link brings the form back', async () => {
    render(<ResetPasswordPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Required')).toBeTruthy();
    type('Email', 'marie@example.ca');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Another Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'marie@example.ca');
  });
});

describe('/auth/update-password', () => {
  it('without a session, sends the shopper to /auth/reset-password', async () => {
    render(<UpdatePasswordPage />);
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/auth/reset-password'));
  });

  it('checking, then the form, then Password Updated', async () => {
    mergeAuthState({ loading: true });
    render(<UpdatePasswordPage />);
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    act(() => signedIn());
    await screen.findByLabelText('Password');
    type('Password', 'new');
    type('Confirm Password', 'new');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Password Updated' })).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Password updated successfully!');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a refusal says "Failed to update password. Please try again." and keeps the form', async () => {
    signedIn();
    fake.auth.updateUser.mockResolvedValue({ data: { user: null }, error: { code: 'same_password' } } as never);
    render(<UpdatePasswordPage />);
    await screen.findByLabelText('Password');
    type('Password', 'same');
    type('Confirm Password', 'same');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to update password. Please try again.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Update Password' })).toBeTruthy();
  });
});

describe('/auth/confirm', () => {
  it('signed in by the link: Account Confirmed', async () => {
    signedIn();
    render(<ConfirmPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Confirmed' })).toBeTruthy();
  });

  it('a refused link: says so, offers sign-in and takes the error out of the address', async () => {
    window.history.replaceState(null, '', '/auth/confirm#error=access_denied&error_code=otp_expired');
    render(<ConfirmPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This confirmation link is invalid or has expired' }),
    ).toBeTruthy();
    // Taken out by an effect once the page has drawn: React runs it after the heading is shown, not with it.
    await waitFor(() => expect(window.location.hash).toBe(''));
  });
});
