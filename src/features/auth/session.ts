/**
 * How the auth state follows the backend's session: start-up, every auth
 * change, and sign-out. Takes the Supabase client as a parameter (the
 * browser's lazily created one, or a test's fake).
 */
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { followCustomerCart, leaveCustomerCart } from '~/features/cart/cart-on-profile.ts';
import { goTo } from '~/features/navigation/go-to.ts';
import { auth as t, href, refusedLink } from '~/i18n/index.ts';
import { notifyError, notifySuccess } from '~/features/notifications/notify.ts';
import { fetchDashboardLink, fetchProfile } from '~/lib/supabase/accounts.ts';
import { clearAuthStorage } from '~/lib/supabase/session-storage.ts';
import type { Session, ShopSupabase } from '~/lib/supabase/types.ts';
import { $authHashParams, settleAuthHash, stripAuthHash } from './auth-hash.ts';
import { $auth, clearAuthState, mergeAuthState, needsPassword, setAuthLoading } from './store.ts';

/** Counts session changes, so the answer to an older one never overwrites a newer one. */
let latestChange = 0;

/** A zero-delay wait: supabase-js must finish its own auth callback before it is called again. */
const zeroDelay = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * On any auth change: with a session, after a zero-delay wait, the profile
 * and the dashboard link are fetched together (the link needs the profile's
 * customer id, so it follows the profile within the pair), then session,
 * user, profile, dashboard link and the password dialog's flag are stored
 * and loading ends, and the customer's cart is brought to this browser.
 * Without a session the state is cleared, and a customer signed out from
 * another tab leaves this one without their cart too.
 */
export async function applySession(client: ShopSupabase, session: Session | null): Promise<void> {
  const change = ++latestChange;
  if (!session) {
    if ($auth.get().user) void leaveCustomerCart();
    clearAuthState();
    return;
  }
  await zeroDelay();
  if (change !== latestChange) return;
  const { user } = session;
  const profile = fetchProfile(client, user.id);
  const link = profile.then(
    (found) => fetchDashboardLink(client, user.id, found?.surecart_customer_id),
    () => null,
  );
  const [profileResult, linkResult] = await Promise.allSettled([profile, link]);
  if (change !== latestChange) return;
  const userProfile = profileResult.status === 'fulfilled' ? profileResult.value : null;
  const customerDashboardUrl = linkResult.status === 'fulfilled' ? linkResult.value : null;
  mergeAuthState({
    session,
    user,
    userProfile,
    customerDashboardUrl,
    showPasswordDialog: needsPassword(user),
    loading: false,
  });
  void followCustomerCart(client, user.id, userProfile);
  if (profileResult.status === 'rejected') void notifyError(t.toasts.loadUserFailed);
  else if (userProfile?.surecart_customer_id && !customerDashboardUrl) void notifyError(t.toasts.dashboardLinkFailed);
}

export interface StartOptions {
  /** A session the page already knows (none in this shop yet: pages are not rendered with one). */
  initialSession?: Session | null;
}

/**
 * Start-up: subscribe to auth changes and read the existing session. When
 * the address carried auth tokens (the client has just read them), loading
 * is set and the address cleaned, and the client's sign-in event brings the
 * user; else a stored session is recovered; else a supplied initial session
 * is used; else the state is cleared. Returns the unsubscribe function.
 */
export async function startAuth(
  client: ShopSupabase,
  { initialSession = null }: StartOptions = {},
): Promise<() => void> {
  const {
    data: { subscription },
  } = client.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
    // The start-up below reads the first session itself.
    if (event === 'INITIAL_SESSION') return;
    void applySession(client, session);
  });
  const {
    data: { session },
  } = await client.auth.getSession();
  if ($authHashParams.get()) {
    setAuthLoading(true);
    stripAuthHash();
    settleAuthHash();
    // A refused or expired link leaves no session: nothing more will come, and the shopper is told why.
    if (!session) {
      clearAuthState();
      void notifyError(refusedLink.title, refusedLink.text);
    }
  } else if (session) {
    await applySession(client, session);
  } else if (initialSession) {
    await applySession(client, initialSession);
  } else {
    clearAuthState();
  }
  return () => subscription.unsubscribe();
}

/** Clears the session and the customer's cart everywhere this browser holds them, and goes home. */
function leave(): void {
  void leaveCustomerCart();
  clearAuthStorage();
  clearAuthState();
  goTo(href('/'));
}

/**
 * Signs out: success says so and goes home. A session already gone on the
 * server (missing-session error) deletes every `sb-` key, clears the state
 * and goes home; any other failure does the same and says the session has
 * been cleared. When the client cannot even be reached, nothing changes and
 * the shopper is asked to try again.
 */
export async function signOut(client: ShopSupabase): Promise<void> {
  let error: { name?: string } | null;
  try {
    ({ error } = await client.auth.signOut());
  } catch {
    void notifyError(t.toasts.logoutFailed);
    return;
  }
  latestChange += 1;
  leave();
  // A session already gone is still the outcome the shopper asked for.
  if (error && error.name !== 'AuthSessionMissingError') void notifyError(t.toasts.signOutCleared);
  else void notifySuccess(t.toasts.loggedOut);
}
