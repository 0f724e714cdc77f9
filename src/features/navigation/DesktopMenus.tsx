import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef, type MouseEvent } from 'react';
import { header as messages } from '~/i18n/index.ts';
import { ChevronDownIcon } from '~/components/ui/icons.tsx';
import type { HeaderMode } from './header-mode.ts';
import { featuredHref, menuGroups } from './menu-links.ts';
import {
  MENU_BAR_CLASS,
  MENU_LIST_CLASS,
  MENU_PANEL_CLASS,
  MENU_CHEVRON_CLASS,
  featuredLinkClass,
  menuFocusSelector,
  menuTriggerClass,
  OPEN_DELAY_MS,
  type MenuFocus,
} from './menu-bar.ts';
import { MenuPanelLinks } from './MenuPanelLinks.tsx';

/** A menu opens at once when moving between menus within 300 ms; Radix closes it 150 ms after the pointer leaves. */
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
  /** The open menu's label, '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** What takes the focus once these menus replace the header's first buttons and panels. */
  focusOnMount?: MenuFocus;
  /** The pointer left a menu's button (the header cancels an opening it had started). */
  onTriggerLeave?: () => void;
}

/**
 * The header's desktop menus on Radix NavigationMenu: Bikes and Accessories panels of collection
 * links, and Featured. Loaded by the header's menu bar on the shopper's first sign of using them.
 */
export default function DesktopMenus({ mode, value, onValueChange, focusOnMount, onTriggerLeave }: Props) {
  const openedAt = useRef(0);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (value) openedAt.current = performance.now();
  }, [value]);
  useEffect(() => {
    if (focusOnMount) root.current?.querySelector<HTMLElement>(menuFocusSelector(focusOnMount))?.focus();
    // Only the first render replaces the header's buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  /** Runs before Radix's own click handler, which a prevented click skips. */
  const keepJustOpened = (group: string) => (event: MouseEvent) => {
    if (value === group && performance.now() - openedAt.current < CLICK_KEEPS_OPEN_MS) event.preventDefault();
  };
  return (
    <NavigationMenu.Root
      ref={root}
      value={value}
      onValueChange={onValueChange}
      delayDuration={OPEN_DELAY_MS}
      skipDelayDuration={SKIP_DELAY_MS}
      aria-label={messages.mainNavigation}
      className={MENU_BAR_CLASS}
    >
      <NavigationMenu.List className={MENU_LIST_CLASS}>
        {menuGroups().map((group) => (
          <NavigationMenu.Item key={group.label} value={group.label} className="relative">
            <NavigationMenu.Trigger
              data-menu={group.label}
              onClick={keepJustOpened(group.label)}
              onPointerLeave={onTriggerLeave}
              className={menuTriggerClass(mode)}
            >
              {group.label}
              <ChevronDownIcon className={MENU_CHEVRON_CLASS} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={MENU_PANEL_CLASS}>
              <MenuPanelLinks group={group} Link={NavigationMenu.Link} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link href={featuredHref()} className={featuredLinkClass(mode)}>
            {messages.featured}
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
