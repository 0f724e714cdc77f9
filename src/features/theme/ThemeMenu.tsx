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

/** The button's icon and word for the choice that applies. */
function CurrentChoice({ preference, className }: { preference: ThemePreference; className?: string }) {
  const Icon = ICONS[preference];
  return (
    <span className={className ?? 'inline-flex items-center gap-2'}>
      <Icon className="h-4 w-4" />
      {messages[preference]}
    </span>
  );
}

/** Every choice, the stylesheet showing only the one the page's `data-theme` names (System when it names none). */
function StoredChoice() {
  return (
    <>
      <CurrentChoice preference="light" className="hidden items-center gap-2 in-data-[theme=light]:inline-flex" />
      <CurrentChoice preference="dark" className="hidden items-center gap-2 in-data-[theme=dark]:inline-flex" />
      <CurrentChoice
        preference="system"
        className="inline-flex items-center gap-2 in-data-[theme=dark]:hidden in-data-[theme=light]:hidden"
      />
    </>
  );
}

/** The footer's theme menu: Light, Dark, System. */
function ThemeMenu() {
  // Unknown on the server and while hydrating (the choice is in this browser's storage): the button then
  // carries every choice and the stylesheet shows the one the page's `data-theme` names, so it is right from
  // the first paint and the HTML still matches; once hydrated, only the applied one is rendered.
  const known = useSyncExternalStore(subscribeToTheme, appliedThemePreference, () => null);
  const preference = known ?? 'system';
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // A click made before hydration (kept by the inline theme bootstrap) opens the menu now.
  useEffect(() => {
    const island = button.current?.closest(`[${EARLY_CLICK_ATTRIBUTE}]`);
    if (!island) return;
    island.removeAttribute(EARLY_CLICK_ATTRIBUTE);
    setOpen(true);
  }, []);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={button}
        {...{ [THEME_MENU_ATTRIBUTE]: '' }}
        className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-ink hover:bg-muted"
      >
        <span className="sr-only">{messages.currentLabel}</span>
        {known ? <CurrentChoice preference={known} /> : <StoredChoice />}
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

export default ThemeMenu;
