/** What a signed-in shopper can do from the account menu and the account page. */
import { notifyError } from '~/features/notifications/notify.ts';
import { auth as t } from '~/i18n/index.ts';
import { signOut } from './session.ts';
import { ensureAuthStarted } from './start.ts';
import { $auth } from './store.ts';

/** Access Account: the customer dashboard in a new tab, or a toast when there is no link. */
export function openCustomerDashboard(): void {
  const url = $auth.get().customerDashboardUrl;
  if (!url) {
    void notifyError(t.toasts.accessAccountFailed);
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

export async function logOut(): Promise<void> {
  try {
    await signOut(await ensureAuthStarted());
  } catch {
    void notifyError(t.toasts.logoutFailed);
  }
}
