import { lazy, startTransition, Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
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
  menuButtonSelector,
  menuTriggerClass,
  OPEN_DELAY_MS,
  type MenuFocus,
} from './menu-bar.ts';
import { MenuPanelLinks } from './MenuPanelLinks.tsx';

const DesktopMenus = lazy(() => import('./DesktopMenus.tsx'));

interface Props {
  mode: HeaderMode;
}

/**
 * The header's desktop menus. The page first gets plain buttons and panels that look and work the
 * same (a click or Enter opens a panel, Tab reaches its links, Escape closes it); the menus themselves
 * (Radix NavigationMenu, about 9 KB gzip, which a phone never shows) load on the first hover, focus or
 * click on a button and take over where the shopper is: the open menu stays open, the focus stays
 * where it was, and a menu hovered for 200 ms opens.
 */
export default function DesktopMenuBar({ mode }: Props) {
  const [wanted, setWanted] = useState(false);
  // A transition: the first buttons stay, working, until the menus' code has arrived.
  const want = () => startTransition(() => setWanted(true));
  const [open, setOpen] = useState('');
  const [focused, setFocused] = useState<MenuFocus>();
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelHover = () => clearTimeout(hoverTimer.current);
  useEffect(() => cancelHover, []);
  const firstMenus = useRef<HTMLElement>(null);
  // Escape closes a panel opened before the menus loaded and gives the focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const bar = firstMenus.current;
      if (event.key !== 'Escape' || !bar?.contains(document.activeElement)) return;
      setOpen('');
      bar.querySelector<HTMLElement>(menuButtonSelector(open))?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const menus = (
    <nav
      aria-label={messages.mainNavigation}
      className={MENU_BAR_CLASS}
      ref={firstMenus}
      onBlur={() => setFocused(undefined)}
    >
      <ul className={MENU_LIST_CLASS}>
        {menuGroups().map((group) => (
          <li key={group.label} className="relative">
            <button
              type="button"
              data-menu={group.label}
              aria-expanded={open === group.label}
              data-state={open === group.label ? 'open' : 'closed'}
              className={menuTriggerClass(mode)}
              onPointerEnter={(event: PointerEvent) => {
                if (event.pointerType !== 'mouse') return;
                want();
                cancelHover();
                hoverTimer.current = setTimeout(() => setOpen(group.label), OPEN_DELAY_MS);
              }}
              onPointerLeave={cancelHover}
              onFocus={() => {
                want();
                setFocused({ button: group.label });
              }}
              onClick={() => {
                cancelHover();
                want();
                setOpen((current) => (current === group.label ? '' : group.label));
              }}
            >
              {group.label}
              <ChevronDownIcon className={MENU_CHEVRON_CLASS} />
            </button>
            {open === group.label && (
              <div
                data-state="open"
                className={MENU_PANEL_CLASS}
                onFocus={(event) => {
                  const link = (event.target as HTMLElement).closest('a')?.getAttribute('href');
                  if (link) setFocused({ link });
                }}
              >
                <MenuPanelLinks group={group} Link="a" />
              </div>
            )}
          </li>
        ))}
        <li>
          <a href={featuredHref()} className={featuredLinkClass(mode)}>
            {messages.featured}
          </a>
        </li>
      </ul>
    </nav>
  );
  return (
    <Suspense fallback={menus}>
      {wanted ? (
        <DesktopMenus
          mode={mode}
          value={open}
          onValueChange={(value) => {
            cancelHover();
            setOpen(value);
          }}
          focusOnMount={focused}
          onTriggerLeave={cancelHover}
        />
      ) : (
        menus
      )}
    </Suspense>
  );
}
