/**
 * Toasts for the whole shop, loaded on first use: the toast library and its
 * host render into the `#toasts` element of the layout only when
 * something is first announced, so pages that never toast never load them.
 *
 * A toast outlives the page it was announced on: each of the shop's pages is
 * a document of its own, and some toasts come just as the shopper is taken
 * elsewhere ("Logged out successfully!" on the way home). The page being left
 * hands the toasts still on screen to the next one (carried-notices.ts).
 */
import type * as SonnerModule from 'sonner';
import { carryOnLeaving, type Notice } from './carried-notices.ts';
import { TOAST_DEFAULTS } from './toast-config.ts';

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner['toast']> | undefined;

async function mountToaster(): Promise<Sonner['toast']> {
  const [{ createRoot }, { createElement }, { Toaster }, sonner] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('./Toaster.tsx'),
    import('sonner'),
  ]);
  let host = document.getElementById('toasts');
  if (!host) {
    host = document.createElement('div');
    host.id = 'toasts';
    document.body.append(host);
  }
  createRoot(host).render(createElement(Toaster));
  // Let the host subscribe before the first toast is sent.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return sonner.toast;
}

function toaster(): Promise<Sonner['toast']> {
  return (loading ??= mountToaster());
}

/** A button on a toast (the library's action): its words and what it does. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

async function announce(notice: Notice, action?: ToastAction): Promise<void> {
  const forget = carryOnLeaving(notice, TOAST_DEFAULTS.duration);
  // A toast the shopper closes (button or swipe) or acts on stays closed on the next page. The action
  // itself stays with this page: a toast carried to the next one shows its words only.
  const act = action && {
    label: action.label,
    onClick: () => {
      forget();
      action.onClick();
    },
  };
  (await toaster())[notice.kind](notice.title, { description: notice.description, onDismiss: forget, action: act });
}

export function notifySuccess(title: string, description?: string, action?: ToastAction): Promise<void> {
  return announce({ kind: 'success', title, description }, action);
}

export function notifyError(title: string, description?: string): Promise<void> {
  return announce({ kind: 'error', title, description });
}
