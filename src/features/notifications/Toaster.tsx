import { useEffect, useState } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { THEME_EVENT } from '~/features/theme/theme.ts';
import { TOAST_DEFAULTS } from './toast-config.ts';

const isDark = () => document.documentElement.classList.contains('dark');

/** The toast host, following the page's colour theme. */
export function Toaster() {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const follow = () => setDark(isDark());
    document.addEventListener(THEME_EVENT, follow);
    return () => document.removeEventListener(THEME_EVENT, follow);
  }, []);
  return (
    <SonnerToaster
      theme={dark ? 'dark' : 'light'}
      position={TOAST_DEFAULTS.position}
      duration={TOAST_DEFAULTS.duration}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      gap={TOAST_DEFAULTS.gap}
      offset={TOAST_DEFAULTS.offset}
      hotkey={[...TOAST_DEFAULTS.hotkey]}
      richColors
      closeButton
    />
  );
}
