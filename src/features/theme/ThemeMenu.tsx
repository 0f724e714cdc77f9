import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { theme as messages } from '~/i18n/index.ts';
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from '~/components/ui/icons.tsx';
import {
  appliedThemePreference,
  EARLY_CLICK_ATTRIBUTE,
  setThemePreference,
  subscribeToTheme,
  THEME_MENU_ATTRIBUTE,
  THEME_PREFERENCES,
  type ThemePreference,
} from './theme.ts';

const ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The footer's theme menu: Light, Dark, System. */
export default function ThemeMenu() {
  // 'system' on the server and while hydrating, so the HTML matches; the applied value follows.
  const preference = useSyncExternalStore(subscribeToTheme, appliedThemePreference, () => 'system' as const);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A click made before hydration (kept by the inline theme bootstrap) opens the menu now.
  useEffect(() => {
    const island = button.current?.closest(`[${EARLY_CLICK_ATTRIBUTE}]`);
    if (!island) return;
    island.removeAttribute(EARLY_CLICK_ATTRIBUTE);
    setOpen(true);
  }, []);

  const Current = ICONS[preference];
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={button}
        {...{ [THEME_MENU_ATTRIBUTE]: '' }}
        className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-muted"
        aria-label={`${messages.menuLabel}: ${messages[preference]}`}
      >
        <Current className="h-4 w-4" />
        <span>{messages[preference]}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          align="end"
          className="z-50 min-w-36 rounded-xl border border-line bg-surface p-1 text-ink shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={preference}
            onValueChange={(value) => setThemePreference(value as ThemePreference)}
          >
            {THEME_PREFERENCES.map((option) => {
              const OptionIcon = ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <OptionIcon className="h-4 w-4" />
                  <span className="flex-1">{messages[option]}</span>
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon className="h-4 w-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
