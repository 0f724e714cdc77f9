import { useStore } from '@nanostores/react';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { lazy, Suspense, useState } from 'react';
import { brand, header as messages, href } from '~/i18n/index.ts';
import { CartIcon, ChevronDownIcon, MenuIcon, UserIcon } from '~/components/ui/icons.tsx';
import { $auth, $signInDialogOpen } from '~/features/auth/store.ts';
import { $cartItemCount, $cartOpen } from '~/features/cart/store.ts';
import { LanguageSwitcher } from '~/features/language/LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { useHeaderMode } from './header-mode.ts';
import { FEATURED_HREF, MENU_GROUPS } from './menu-links.ts';
import SearchBox from './SearchBox.tsx';
import { useMounted } from '~/lib/use-mounted.ts';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));
const AccountMenu = lazy(() => import('~/features/auth/AccountMenu.tsx'));
const AuthDialogs = lazy(() => import('~/features/auth/AuthDialogs.tsx'));

interface Props {
  /** The page's mode at first render; later pages set it on <body data-header>. */
  transparent: boolean;
  /** The first page's path and query, so the server renders the language link right; it follows navigations itself. */
  path?: string;
}

/** A menu opens after 200 ms of hover, at once when moving between menus within 300 ms; Radix closes it 150 ms after the pointer leaves. */
const OPEN_DELAY_MS = 200;
const SKIP_DELAY_MS = 300;

/**
 * The site header, persisted across navigations: logo, the Bikes and
 * Accessories menus and Featured, the search box, account and cart, the
 * link to this page in the other language (the phone menu has its own), the
 * phone menu and the auth dialogs (sign in, reset password, set password).
 * Signed out, the person icon opens the sign-in dialog; signed in, it is
 * the avatar menu. Transparent over the home hero until the page scrolls past
 * 50 px; solid everywhere else.
 */
export default function Header({ transparent, path = '/' }: Props) {
  const solid = useHeaderMode(transparent) === 'solid';
  const mounted = useMounted();
  const count = useStore($cartItemCount);
  const shownCount = mounted ? count : 0;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { user, showResetDialog, showPasswordDialog } = useStore($auth, {
    keys: ['user', 'showResetDialog', 'showPasswordDialog'],
  });
  const signInOpen = useStore($signInDialogOpen);
  const email = mounted ? user?.email : undefined;
  // The dialogs' code loads the first time one is wanted, then stays for their closing and reopening.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const wantDialogs = signInOpen || showResetDialog || showPasswordDialog;
  if (wantDialogs && !dialogsWanted) setDialogsWanted(true);
  const hover = solid ? 'hover:bg-muted' : 'hover:bg-white/15';
  const iconButton = `inline-flex h-10 w-10 items-center justify-center rounded-full ${hover}`;

  return (
    <header
      data-mode={solid ? 'solid' : 'transparent'}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        solid
          ? 'border-b border-line bg-surface/95 text-ink shadow-sm backdrop-blur'
          : 'border-b border-transparent bg-transparent text-white'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          aria-label={messages.openMenu}
          aria-haspopup="dialog"
          className={`${iconButton} -ml-2 lg:hidden`}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon className="h-6 w-6" />
        </button>
        <a
          href={href('/')}
          aria-label={brand.homeLink}
          className={solid ? 'text-brand dark:text-accent' : 'text-white'}
        >
          <Logo />
        </a>

        <NavigationMenu.Root
          delayDuration={OPEN_DELAY_MS}
          skipDelayDuration={SKIP_DELAY_MS}
          aria-label={messages.mainNavigation}
          className="relative ml-6 hidden lg:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            {MENU_GROUPS.map((group) => (
              <NavigationMenu.Item key={group.label} className="relative">
                <NavigationMenu.Trigger
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

        <div className="ml-auto flex items-center gap-1">
          <div className="mr-2 hidden lg:block">
            <SearchBox onHero={!solid} />
          </div>
          <LanguageSwitcher
            path={path}
            className={`hidden h-10 items-center rounded-full px-3 text-sm font-medium lg:inline-flex ${hover}`}
          />
          {email ? (
            <Suspense fallback={<span aria-hidden="true" className={iconButton} />}>
              <AccountMenu email={email} triggerClassName={iconButton} />
            </Suspense>
          ) : (
            <button
              type="button"
              aria-label={messages.signIn}
              aria-haspopup="dialog"
              className={iconButton}
              onClick={() => $signInDialogOpen.set(true)}
            >
              <UserIcon className="h-5 w-5" />
            </button>
          )}
          <button
            type="button"
            onClick={() => $cartOpen.set(true)}
            aria-label={`${messages.openCart}, ${messages.cartCount(shownCount)}`}
            className={`relative ${iconButton}`}
          >
            <CartIcon className="h-5 w-5" />
            {shownCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
              >
                {shownCount}
              </span>
            )}
          </button>
        </div>
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      )}
    </header>
  );
}
