import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { brand, header as messages } from '~/i18n/index.ts';
import { CartIcon, UserIcon } from '~/components/ui/icons.tsx';
import { $cartItemCount, $cartOpen } from '~/features/cart/store.ts';
import { Logo } from './Logo.tsx';
import { useHeaderMode, SOLID_AFTER_SCROLL_PX } from './header-mode.ts';

interface Props {
  /** The page's mode at first render; later pages set it on <body data-header>. */
  transparent: boolean;
}

const NAV_LINKS = [
  { href: '/collections#bike', label: messages.bikes },
  { href: '/collections#bike-equipment', label: messages.accessories },
  { href: '/shop?featured=true', label: messages.featured },
];

/** Renders browser-only values after mount so the server HTML and the first client render agree. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * The site header, persisted across navigations. Transparent over the home
 * hero until the page scrolls past 50 px; solid everywhere else.
 */
export default function Header({ transparent }: Props) {
  const solid = useHeaderMode(transparent, SOLID_AFTER_SCROLL_PX) === 'solid';
  const mounted = useMounted();
  const count = useStore($cartItemCount);
  const shownCount = mounted ? count : 0;

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        solid ? 'border-b border-line bg-surface/95 text-ink shadow-sm backdrop-blur' : 'border-b border-transparent bg-transparent text-white'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <a href="/" aria-label={brand.homeLink} className={solid ? 'text-brand dark:text-accent' : 'text-white'}>
          <Logo />
        </a>
        <nav aria-label={messages.mainNavigation} className="ml-6 hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              className={`rounded-full px-3 py-2 text-sm font-medium ${solid ? 'hover:bg-muted' : 'hover:bg-white/15'}`}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <a
            href="/login"
            aria-label={messages.signIn}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full ${solid ? 'hover:bg-muted' : 'hover:bg-white/15'}`}
          >
            <UserIcon className="h-5 w-5" />
          </a>
          <button
            type="button"
            onClick={() => $cartOpen.set(true)}
            aria-label={`${messages.openCart}, ${messages.cartCount(shownCount)}`}
            className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full ${solid ? 'hover:bg-muted' : 'hover:bg-white/15'}`}
          >
            <CartIcon className="h-5 w-5" />
            {shownCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
              >
                {shownCount}
              </span>
            )}
          </button>
        </div>
      </div>
    </header>
  );
}
