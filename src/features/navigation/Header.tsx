import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { lazyWithWords } from '~/i18n/lazy-with-words.tsx';
import { brand, header as messages, href } from '~/i18n/index.ts';
import { CartIcon, MenuIcon, UserIcon } from '~/components/ui/icons.tsx';
import { $auth, $signInDialogOpen, mergeAuthState } from '~/features/auth/store.ts';
import { $cartItemCount, $cartOpen } from '~/features/cart/store.ts';
import { LanguageSwitcher } from '~/features/language/LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import PageStart from './PageStart.tsx';
import { headerHoverClass, useHeaderMode } from './header-mode.ts';
import SearchBox from './SearchBox.tsx';
import DesktopMenuBar from './DesktopMenuBar.tsx';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));
const AccountMenu = lazyWithWords(['auth'], () => import('~/features/auth/AccountMenu.tsx'));
const AuthDialogs = lazyWithWords(['auth'], () => import('~/features/auth/AuthDialogs.tsx'));

interface Props {
  /** The page floats the header transparent over a hero until it scrolls. */
  transparent: boolean;
  /** The page's path and query, so the server renders the language link right. */
  path?: string;
}

/**
 * The site header: logo, the Bikes and Accessories menus and Featured, the
 * search box, account and cart, the link to this page in the other language
 * (the phone menu has its own), the phone menu and the auth dialogs (sign in,
 * reset password, set password).
 * Signed out, the person icon opens the sign-in dialog; signed in, it is
 * the avatar menu. Transparent over the home hero until the page scrolls past
 * 50 px; solid everywhere else. Beside it, the page start (PageStart.tsx):
 * what every page starts once, in the same island.
 */
function Header({ transparent, path = '/' }: Props) {
  const mode = useHeaderMode(transparent);
  const solid = mode === 'solid';
  // The stored cart, the session and a dialog asked for are the browser's: read as the server drew them (an
  // empty cart, nobody signed in, no dialog) while the island hydrates, however early they arrived, then as
  // they are.
  const count = useStore($cartItemCount, { ssr: () => 0 });
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const { user, showResetDialog, showPasswordDialog } = useStore($auth, {
    keys: ['user', 'showResetDialog', 'showPasswordDialog'],
    ssr: 'initial',
  });
  const signInOpen = useStore($signInDialogOpen, { ssr: 'initial' });
  const email = user?.email;
  // The dialogs' code loads the first time one is wanted, then stays for their closing and reopening.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const wantDialogs = signInOpen || showResetDialog || showPasswordDialog;
  if (wantDialogs && !dialogsWanted) setDialogsWanted(true);
  // Their code or words did not load: the dialog closes (the toast says why) and the next click loads afresh.
  const dialogsFailed = () => {
    $signInDialogOpen.set(false);
    mergeAuthState({ showResetDialog: false, showPasswordDialog: false });
    setDialogsWanted(false);
  };
  const hover = headerHoverClass(mode);
  const iconButton = `inline-flex h-10 w-10 items-center justify-center rounded-full ${hover}`;

  return (
    <>
      <header
        data-mode={mode}
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

          <DesktopMenuBar mode={mode} />

          <div className="ml-auto flex items-center gap-1">
            <div className="mr-2 hidden lg:block">
              <SearchBox onHero={!solid} />
            </div>
            <LanguageSwitcher
              path={path}
              className={`hidden h-10 items-center rounded-full px-3 text-sm font-medium lg:inline-flex ${hover}`}
            />
            {email ? (
              <AccountMenu
                email={email}
                triggerClassName={iconButton}
                fallback={<span aria-hidden="true" className={iconButton} />}
              />
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
              aria-label={`${messages.openCart}, ${messages.cartCount(count)}`}
              className={`relative ${iconButton}`}
            >
              <CartIcon className="h-5 w-5" />
              {count > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
                >
                  {count}
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
        {dialogsWanted && <AuthDialogs onFailed={dialogsFailed} />}
      </header>
      <PageStart />
    </>
  );
}

export default Header;
