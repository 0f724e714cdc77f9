import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRef, useState, type MouseEvent } from 'react';
import { header as messages } from '~/i18n/index.ts';
import { ChevronDownIcon } from '~/components/ui/icons.tsx';
import { headerHoverClass, type HeaderMode } from './header-mode.ts';
import { FEATURED_HREF, MENU_GROUPS } from './menu-links.ts';

/** A menu opens after 200 ms of hover, at once when moving between menus within 300 ms; Radix closes it 150 ms after the pointer leaves. */
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;
/**
 * A click on a menu's button within this long of the menu opening leaves it open. The hover that
 * precedes a click opens the menu 200 ms before the click often lands, and Radix's click would
 * close it again under the shopper's pointer.
 */
export const CLICK_KEEPS_OPEN_MS = 500;

interface Props {
  /** The header's mode: transparent over the home hero, solid elsewhere. */
  mode: HeaderMode;
}

/** The header's desktop menus: Bikes and Accessories panels of collection links, and Featured. */
export default function DesktopMenus({ mode }: Props) {
  const solid = mode === 'solid';
  const hover = headerHoverClass(mode);
  const [open, setOpen] = useState('');
  const openedAt = useRef(0);
  const onValueChange = (next: string) => {
    if (next) openedAt.current = performance.now();
    setOpen(next);
  };
  /** Runs before Radix's own click handler, which a prevented click skips. */
  const keepJustOpened = (group: string) => (event: MouseEvent) => {
    if (open === group && performance.now() - openedAt.current < CLICK_KEEPS_OPEN_MS) event.preventDefault();
  };
  return (
    <NavigationMenu.Root
      value={open}
      onValueChange={onValueChange}
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      aria-label={messages.mainNavigation}
      className="relative ml-6 hidden lg:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {MENU_GROUPS.map((group) => (
          <NavigationMenu.Item key={group.label} value={group.label} className="relative">
            <NavigationMenu.Trigger
              onClick={keepJustOpened(group.label)}
              className={`group inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium ${solid ? 'data-[state=open]:bg-muted' : 'data-[state=open]:bg-white/15'} ${hover}`}
            >
              {group.label}
              <ChevronDownIcon className="h-4 w-4 transition-transform duration-200 group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-[34rem] rounded-2xl border border-line bg-surface p-3 text-ink shadow-xl data-[state=open]:animate-[fade-in_150ms_ease-out]">
              <ul className="grid grid-cols-2 gap-1">
                {[...group.links, group.viewAll].map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link
                      href={link.href}
                      className="block rounded-xl p-3 hover:bg-muted focus-visible:bg-muted"
                    >
                      <span className="block font-semibold">{link.title}</span>
                      <span className="mt-0.5 block text-sm text-subtle">{link.description}</span>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link
            href={FEATURED_HREF}
            className={`inline-flex rounded-full px-3 py-2 text-sm font-medium ${hover}`}
          >
            {messages.featured}
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
