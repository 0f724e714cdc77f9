// @vitest-environment happy-dom
// Start-up and auth changes; signing out and the customer's cart are in sign-out.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { notifyError } from '~/features/notifications/notify.ts';
import { fakeProfile, fakeSession, fakeSupabase, fakeUser } from '~/lib/supabase/testing/fake-supabase.ts';
import { $authHashParams, captureAuthHash } from './auth-hash.ts';
import { applySession, startAuth } from './session.ts';
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

describe('start-up', () => {
  it('subscribes to auth changes before reading the existing session', async () => {
    const fake = fakeSupabase();
    await startAuth(fake.client);
    expect(fake.auth.onAuthStateChange.mock.invocationCallOrder[0]).toBeLessThan(
      fake.auth.getSession.mock.invocationCallOrder[0]!,
    );
    expect(fake.listenerCount()).toBe(1);
  });

  it('recovers a stored session: after a zero-delay wait, profile and dashboard link, then everything at once', async () => {
    const session = fakeSession();
    const fake = fakeSupabase({ session });
    mergeAuthState({ loading: true });
    const started = startAuth(fake.client);
    await vi.advanceTimersByTimeAsync(0);
    await started;
    expect(fake.from).toHaveBeenCalledWith('users');
    expect(fake.functions.invoke).toHaveBeenCalledWith('get-customer-dashboard-link', {
      body: { userId: 'user-1', customerId: 'cust_1' },
      headers: { 'x-environment': 'production' },
    });
    expect($auth.get()).toMatchObject({
      session,
      user: session.user,
      userProfile: fakeProfile(),
      customerDashboardUrl: 'https://dashboard.example/portal?t=1',
      showPasswordDialog: false,
      loading: false,
    });
  });

  it('fetches nothing before the zero-delay wait has passed', async () => {
    const fake = fakeSupabase();
    void applySession(fake.client, fakeSession());
    await Promise.resolve();
    expect(fake.from).not.toHaveBeenCalled();
    expect(fake.functions.invoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.from).toHaveBeenCalledOnce();
  });

  it('with auth tokens in the address: loading, the address cleaned, then the sign-in event brings the user', async () => {
    window.history.replaceState(null, '', '/#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer');
    captureAuthHash();
    const session = fakeSession();
    const fake = fakeSupabase({ session });
    await startAuth(fake.client);
    expect($auth.get()).toMatchObject({ loading: true, user: null });
    expect(window.location.href).toBe(`${window.location.origin}/`);
    expect($authHashParams.get()).toBeNull();

    fake.emit('SIGNED_IN', session);
    await vi.advanceTimersByTimeAsync(0);
    expect($auth.get()).toMatchObject({ loading: false, user: session.user });
  });

  it('with auth tokens the auth client refused: the address cleaned and the state cleared', async () => {
    window.history.replaceState(null, '', '/about#access_token=bad&type=magiclink');
    captureAuthHash();
    await startAuth(fakeSupabase().client);
    expect(window.location.pathname + window.location.hash).toBe('/about');
    expect($auth.get()).toMatchObject({ loading: false, user: null });
    expect(notifyError).toHaveBeenCalledWith(
      'This link is invalid or has expired',
      'E-mail links work once, within an hour. Ask for a new one to continue.',
    );
  });

  it('uses a supplied initial session when none is stored', async () => {
    const initialSession = fakeSession(fakeUser({ id: 'user-9' }));
    const fake = fakeSupabase();
    const started = startAuth(fake.client, { initialSession });
    await vi.advanceTimersByTimeAsync(0);
    await started;
    expect($auth.get().user?.id).toBe('user-9');
  });

  it('clears the state when there is no session at all', async () => {
    mergeAuthState({ loading: true, showResetDialog: true });
    await startAuth(fakeSupabase().client);
    expect($auth.get()).toMatchObject({ loading: false, user: null, session: null, showResetDialog: false });
  });
});

describe('auth changes', () => {
  it('opens the Set Your Password dialog when password_set is false, not when true or absent', async () => {
    const fake = fakeSupabase();
    for (const [metadata, expected] of [
      [{ password_set: false }, true],
      [{ password_set: true }, false],
      [{}, false],
    ] as const) {
      const done = applySession(fake.client, fakeSession(fakeUser({ user_metadata: metadata })));
      await vi.advanceTimersByTimeAsync(0);
      await done;
      expect($auth.get().showPasswordDialog).toBe(expected);
    }
  });

  it('skips the dashboard link without a customer id', async () => {
    const fake = fakeSupabase();
    fake.rows.select.mockResolvedValue({ data: fakeProfile({ surecart_customer_id: null }), error: null });
    const done = applySession(fake.client, fakeSession());
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(fake.functions.invoke).not.toHaveBeenCalled();
    expect($auth.get()).toMatchObject({ customerDashboardUrl: null, loading: false });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a user without a profile row yet is signed in with no profile and no toast', async () => {
    const fake = fakeSupabase();
    fake.rows.select.mockResolvedValue({ data: null, error: { code: 'PGRST116', message: 'no rows' } });
    const done = applySession(fake.client, fakeSession());
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect($auth.get()).toMatchObject({ userProfile: null, loading: false });
    expect($auth.get().user).not.toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a failed profile read says "Failed to load user data" and loading ends', async () => {
    const fake = fakeSupabase();
    fake.rows.select.mockResolvedValue({ data: null, error: { code: '500', message: 'down' } });
    mergeAuthState({ loading: true });
    const done = applySession(fake.client, fakeSession());
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect($auth.get().loading).toBe(false);
    expect(notifyError).toHaveBeenCalledWith('Failed to load user data');
  });

  it('a dashboard link that fails after every retry says "Failed to fetch dashboard link"', async () => {
    const fake = fakeSupabase();
    fake.functions.invoke.mockResolvedValue({ data: null, error: new Error('down') });
    const done = applySession(fake.client, fakeSession());
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(fake.functions.invoke).toHaveBeenCalledTimes(4);
    expect($auth.get()).toMatchObject({ customerDashboardUrl: null, loading: false });
    expect(notifyError).toHaveBeenCalledWith('Failed to fetch dashboard link');
  });

  it('an event without a session clears the state; the start-up ignores the initial-session event', async () => {
    const session = fakeSession();
    const fake = fakeSupabase({ session });
    const started = startAuth(fake.client);
    await vi.advanceTimersByTimeAsync(0);
    await started;
    fake.emit('INITIAL_SESSION', null);
    expect($auth.get().user).not.toBeNull();
    fake.emit('SIGNED_OUT', null);
    expect($auth.get()).toMatchObject({ user: null, session: null, userProfile: null, customerDashboardUrl: null });
  });

  it('a sign-out while the profile loads is not undone by the late answer', async () => {
    const fake = fakeSupabase();
    const done = applySession(fake.client, fakeSession());
    void applySession(fake.client, null);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect($auth.get().user).toBeNull();
  });
});
