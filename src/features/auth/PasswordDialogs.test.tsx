// @vitest-environment happy-dom
// The Reset Password and Set Your Password dialogs; the sign-in dialog is in AuthDialogs.test.tsx.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { siteUrl } from '~/lib/env.ts';
import { fakeSupabase } from '~/lib/supabase/testing/fake-supabase.ts';
import AuthDialogs from './AuthDialogs.tsx';
import { $auth, $signInDialogOpen, clearAuthState, mergeAuthState } from './store.ts';
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

describe('the Reset Password dialog', () => {
  it('sends the link to /auth/update-password, then Check Your Email with the address, a spam hint and Close', async () => {
    render(<AuthDialogs />);
    act(() => mergeAuthState({ showResetDialog: true }));
    type('Email', 'marie@example.ca');
    press('Send Reset Link');
    expect(await within(dialog()).findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(within(dialog()).getByText(/marie@example\.ca/)).toBeTruthy();
    expect(within(dialog()).getByText(/spam folder/)).toBeTruthy();
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('marie@example.ca', {
      redirectTo: `${siteUrl}/auth/update-password`,
    });
    fireEvent.click(within(dialog()).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($auth.get().showResetDialog).toBe(false);
  });

  it('a failure keeps the form and says "Failed to send reset link. Please try again."', async () => {
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: null, error: { message: 'down' } });
    render(<AuthDialogs />);
    act(() => mergeAuthState({ showResetDialog: true }));
    type('Email', 'marie@example.ca');
    press('Send Reset Link');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to send reset link. Please try again.'));
    expect(within(dialog()).getByLabelText('Email')).toHaveProperty('value', 'marie@example.ca');
  });
});

describe('the Set Your Password dialog', () => {
  const open = () => {
    render(<AuthDialogs />);
    act(() => mergeAuthState({ showPasswordDialog: true }));
  };

  it('opens by itself with the help text', () => {
    open();
    expect(within(dialog()).getByRole('heading', { name: 'Set Your Password' })).toBeTruthy();
    expect(
      within(dialog()).getByText('At least 8 characters, including uppercase, lowercase and numbers.'),
    ).toBeTruthy();
  });

  it('"Passwords don\'t match" when the two differ, and nothing is sent', () => {
    open();
    type('Password', 'Abcdefg1');
    type('Confirm Password', 'Abcdefg2');
    press('Set Password & Continue');
    expect(notifyError).toHaveBeenCalledWith("Passwords don't match");
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
  });

  it('asks for 8 characters', () => {
    open();
    type('Password', 'Abc1');
    type('Confirm Password', 'Abc1');
    press('Set Password & Continue');
    expect(within(dialog()).getAllByText('String must contain at least 8 character(s)')).toHaveLength(2);
    expect(fake.auth.updateUser).not.toHaveBeenCalled();
  });

  it('cannot be dismissed while the password is being saved, then closes with "Password set successfully!"', async () => {
    let answer!: (value: unknown) => void;
    fake.auth.updateUser.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    open();
    type('Password', 'Abcdefg1');
    type('Confirm Password', 'Abcdefg1');
    press('Set Password & Continue');
    await within(dialog()).findByRole('button', { name: 'Saving…' });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);

    await act(async () => answer({ data: { user: {} }, error: null }));
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'Abcdefg1', data: { password_set: true } });
    expect(notifySuccess).toHaveBeenCalledWith('Password set successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failure says "Failed to set password. Please try again." and stays open', async () => {
    fake.auth.updateUser.mockResolvedValue({ data: { user: null }, error: { message: 'weak' } } as never);
    open();
    type('Password', 'Abcdefg1');
    type('Confirm Password', 'Abcdefg1');
    press('Set Password & Continue');
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to set password. Please try again.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('can be closed when nothing is being saved', () => {
    open();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($auth.get().showPasswordDialog).toBe(false);
  });
});
