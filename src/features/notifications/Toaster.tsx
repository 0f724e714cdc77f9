import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasts as t } from '~/i18n/index.ts';
import { subscribeToTheme } from '~/features/theme/theme.ts';
import { listenForShortSwipes } from './swipe-threshold.ts';
import { TOAST_DEFAULTS } from './toast-config.ts';
import './toaster.css';

const isDark = () => document.documentElement.classList.contains('dark');

/** The toast host, following the page's colour theme. */
export function Toaster() {
  const dark = useSyncExternalStore(subscribeToTheme, isDark, () => false);
  useEffect(listenForShortSwipes, []);
  return (
    <SonnerToaster
      className="shop-toaster"
      theme={dark ? 'dark' : 'light'}
      position={TOAST_DEFAULTS.position}
      duration={TOAST_DEFAULTS.duration}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      gap={TOAST_DEFAULTS.gap}
      offset={TOAST_DEFAULTS.offset}
      mobileOffset={TOAST_DEFAULTS.offset}
      hotkey={[...TOAST_DEFAULTS.hotkey]}
      richColors
      closeButton
      containerAriaLabel={t.region}
      toastOptions={{ closeButtonAriaLabel: t.close }}
    />
  );
}
