// @vitest-environment happy-dom
// Signing out, and the customer's cart as sessions come and go; start-up and auth changes are in session.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { followCustomerCart, leaveCustomerCart } from '~/features/cart/cart-on-profile.ts';
import { goTo } from '~/features/navigation/go-to.ts';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { fakeProfile, fakeSession, fakeSupabase, fakeUser } from '~/lib/supabase/testing/fake-supabase.ts';
import { applySession, signOut, startAuth } from './session.ts';
import { $auth, mergeAuthState } from './store.ts';
import { startEachTestSignedOut } from './testing/fresh-session.ts';

vi.mock('~/features/navigation/go-to.ts', () => ({ goTo: vi.fn() }));
// The cart's own rules are tested with it (cart-on-profile.test.ts); here, only when the session calls them.
vi.mock('~/features/cart/cart-on-profile.ts', () => ({
  followCustomerCart: vi.fn(async () => undefined),
  leaveCustomerCart: vi.fn(async () => undefined),
}));
vi.mock('~/features/notifications/notify.ts', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

startEachTestSignedOut();

describe('sign-out', () => {
  const signedIn = () =>
    mergeAuthState({ user: fakeUser(), session: fakeSession(), userProfile: fakeProfile(), customerDashboardUrl: 'x' });

  it('clears the state, goes home and says "Logged out successfully!"', async () => {
    signedIn();
    await signOut(fakeSupabase().client);
    expect($auth.get().user).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
    expect(notifySuccess).toHaveBeenCalledWith('Logged out successfully!');
  });

  it('a session already gone deletes every sb- key, clears the state and goes home', async () => {
    signedIn();
    localStorage.setItem('sb-127-auth-token', '{}');
    localStorage.setItem('sb-127-auth-token-code-verifier', '"v"');
    localStorage.setItem('theme', 'dark');
    const fake = fakeSupabase();
    fake.auth.signOut.mockResolvedValue({
      error: { name: 'AuthSessionMissingError', message: 'Auth session missing!' },
    });
    await signOut(fake.client);
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(localStorage.getItem('sb-127-auth-token-code-verifier')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect($auth.get().user).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('any other failure clears the state, goes home and says the session has been cleared', async () => {
    signedIn();
    localStorage.setItem('sb-127-auth-token', '{}');
    const fake = fakeSupabase();
    fake.auth.signOut.mockResolvedValue({ error: { name: 'AuthApiError', message: 'boom' } });
    await signOut(fake.client);
    expect($auth.get().user).toBeNull();
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
    expect(notifyError).toHaveBeenCalledWith('Error signing out. Your session has been cleared.');
  });

  it('when the backend cannot be reached, nothing changes and the shopper is asked to try again', async () => {
    signedIn();
    const fake = fakeSupabase();
    fake.auth.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut(fake.client);
    expect($auth.get().user).not.toBeNull();
    expect(goTo).not.toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith('Failed to log out. Please try again.');
  });
});

describe('the customer’s cart', () => {
  it('follows the customer once their profile is read', async () => {
    const fake = fakeSupabase();
    const profile = fakeProfile({ cart_checkout_id: '0d6f7a52-3c1e-4b8e-9a51-2f4c8d9e1a07' });
    fake.rows.select.mockResolvedValue({ data: profile, error: null });
    const done = applySession(fake.client, fakeSession());
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(followCustomerCart).toHaveBeenCalledExactlyOnceWith(fake.client, 'user-1', profile);
  });

  it('is not followed for a session a sign-out replaced while its profile loaded', async () => {
    const fake = fakeSupabase();
    const done = applySession(fake.client, fakeSession());
    void applySession(fake.client, null);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(followCustomerCart).not.toHaveBeenCalled();
  });

  it.each([
    ['success', { error: null }],
    ['a session already gone', { error: { name: 'AuthSessionMissingError', message: 'Auth session missing!' } }],
    ['any other failure', { error: { name: 'AuthApiError', message: 'boom' } }],
  ])('leaves this browser when the customer signs out (%s)', async (_case, answer) => {
    mergeAuthState({ user: fakeUser(), session: fakeSession() });
    const fake = fakeSupabase();
    fake.auth.signOut.mockResolvedValue(answer);
    await signOut(fake.client);
    expect(leaveCustomerCart).toHaveBeenCalled();
  });

  it('stays when the sign-out could not reach the backend: the customer is still signed in', async () => {
    mergeAuthState({ user: fakeUser(), session: fakeSession() });
    const fake = fakeSupabase();
    fake.auth.signOut.mockRejectedValue(new TypeError('Failed to fetch'));
    await signOut(fake.client);
    expect(leaveCustomerCart).not.toHaveBeenCalled();
  });

  it('leaves this tab when the customer signs out in another one, but a guest’s cart stays at start-up', async () => {
    await startAuth(fakeSupabase().client);
    expect(leaveCustomerCart).not.toHaveBeenCalled();

    const session = fakeSession();
    const fake = fakeSupabase({ session });
    const started = startAuth(fake.client);
    await vi.advanceTimersByTimeAsync(0);
    await started;
    fake.emit('SIGNED_OUT', null);
    expect(leaveCustomerCart).toHaveBeenCalledOnce();
  });
});
