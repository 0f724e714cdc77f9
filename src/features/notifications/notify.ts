/**
 * Toasts for the whole shop, loaded on first use: the toast library and its
 * host render into the persisted `#toasts` element of the layout only when
 * something is first announced, so pages that never toast never load them.
 */
import type * as SonnerModule from 'sonner';

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

export async function notifySuccess(title: string, description?: string): Promise<void> {
  (await toaster()).success(title, { description });
}

export async function notifyError(title: string, description?: string): Promise<void> {
  (await toaster()).error(title, { description });
}
