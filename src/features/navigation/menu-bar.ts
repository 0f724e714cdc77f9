/**
 * What the header's desktop menu bar looks like and how it opens, shared by the buttons the header
 * renders first and by the Radix menus that replace them, so that the swap changes nothing a
 * shopper can see.
 */
import { headerHoverClass, type HeaderMode } from './header-mode.ts';

/** A menu opens after the pointer has rested this long on its button. */
export const OPEN_DELAY_MS = 200;

export const MENU_BAR_CLASS = 'relative ml-6 hidden lg:block';
export const MENU_LIST_CLASS = 'flex items-center gap-1';

/** A menu's button; `data-state="open"` (Radix's, and the first buttons') gives it the open look. */
export const menuTriggerClass = (mode: HeaderMode) =>
  `group inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium ${
    mode === 'solid' ? 'data-[state=open]:bg-muted' : 'data-[state=open]:bg-white/15'
  } ${headerHoverClass(mode)}`;

/** A menu's panel, under its button. */
export const MENU_PANEL_CLASS =
  'absolute top-full left-0 z-50 mt-2 w-[34rem] rounded-2xl border border-line bg-surface p-3 text-ink shadow-xl data-[state=open]:animate-[fade-in_150ms_ease-out]';

/**
 * What has the focus in the menu bar, so the menus can give it back when they replace the first
 * buttons and panels: a menu's button (its label) or a panel's link (its address).
 */
export type MenuFocus = { button: string } | { link: string };

/** A menu's button within the bar, by its label: both bars mark their buttons with `data-menu`. */
export const menuButtonSelector = (label: string) => `button[data-menu="${CSS.escape(label)}"]`;

/** The element of the bar that `focus` names. */
export const menuFocusSelector = (focus: MenuFocus) =>
  'link' in focus ? `a[href="${CSS.escape(focus.link)}"]` : menuButtonSelector(focus.button);

/** The chevron beside a menu's label, turned while the menu is open. */
export const MENU_CHEVRON_CLASS = 'h-4 w-4 transition-transform duration-200 group-data-[state=open]:rotate-180';

export const featuredLinkClass = (mode: HeaderMode) =>
  `inline-flex rounded-full px-3 py-2 text-sm font-medium ${headerHoverClass(mode)}`;
