import { useStore } from '@nanostores/react';
import type { FormEvent, MouseEvent } from 'react';
import { Button, buttonClasses } from '~/components/ui/Button.tsx';
import { Sheet } from '~/components/ui/Sheet.tsx';
import { ArrowRightIcon, SearchIcon, UserIcon } from '~/components/ui/icons.tsx';
import { MAX_QUERY_LENGTH } from '~/features/catalog/query-length.ts';
import { searchPageHref } from '~/features/catalog/search-suggestions.ts';
import { $auth } from '~/features/auth/store.ts';
import { LanguageSwitcher } from '~/features/language/LanguageSwitcher.tsx';
import { mobileMenu as t, searchBox } from '~/i18n/index.ts';
import { accountHref, menuGroups, mobilePageLinks, signInHref } from './menu-links.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface PageLinkProps {
  href: string;
  label: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** One row of the menu's link lists. */
function PageLink({ href, label, onClick }: PageLinkProps) {
  return (
    <li>
      <a href={href} onClick={onClick} className="block rounded-lg px-2 py-2.5 font-medium hover:bg-muted">
        {label}
      </a>
    </li>
  );
}

/**
 * The phone menu: a left slide-out with the search field, the collection
 * groups, the pages, the account button (My Account when signed in,
 * Sign In otherwise) and the link to this page in the other language. Choosing a link closes it and
 * brings the page to the top.
 */
export default function MobileMenu({ open, onOpenChange }: Props) {
  const signedIn = Boolean(useStore($auth, { keys: ['user'] }).user);
  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    onOpenChange(false);
    window.scrollTo({ top: 0 });
  };

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchPageHref(String(new FormData(event.currentTarget).get('query') ?? ''));
    if (href) window.location.assign(href);
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={t.title}
      description={t.description}
      closeLabel={t.close}
      widthClass="max-w-xs"
    >
      <div className="flex min-h-0 flex-1 flex-col">
        <form role="search" onSubmit={onSearch} className="relative mx-5 mt-4 mb-2">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-subtle" />
          <input
            type="search"
            name="query"
            aria-label={searchBox.label}
            placeholder={searchBox.placeholder}
            enterKeyHint="search"
            maxLength={MAX_QUERY_LENGTH}
            className="h-11 w-full rounded-full border border-line bg-page pr-4 pl-10 text-sm text-ink placeholder:text-subtle"
          />
        </form>
        <nav aria-label={t.title} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
          {menuGroups().map((group, index) => (
            <section key={group.mobileLabel} aria-labelledby={`mobile-menu-group-${index}`} className="mb-4">
              <h3
                id={`mobile-menu-group-${index}`}
                className="px-2 pb-1 text-xs font-semibold tracking-wide text-subtle uppercase"
              >
                {group.mobileLabel}
              </h3>
              <ul>
                {group.links.map((link) => (
                  <PageLink key={link.href} href={link.href} label={link.title} onClick={onLink} />
                ))}
                <li>
                  <a
                    href={group.viewAll.href}
                    onClick={onLink}
                    className="flex items-center gap-1 rounded-lg px-2 py-2.5 text-sm font-semibold text-brand hover:bg-muted dark:text-accent"
                  >
                    {group.viewAll.title}
                    <ArrowRightIcon className="h-4 w-4" />
                  </a>
                </li>
              </ul>
            </section>
          ))}
          <ul className="border-t border-line pt-3">
            {mobilePageLinks().map((link) => (
              <PageLink key={link.href} href={link.href} label={link.label} onClick={onLink} />
            ))}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-line p-5">
          <Button href={signedIn ? accountHref() : signInHref()} onClick={onLink} className="w-full">
            <UserIcon className="h-5 w-5" />
            {signedIn ? t.myAccount : t.signIn}
          </Button>
          {/* The menu only ever renders in the browser, where the address is known. */}
          <LanguageSwitcher
            path={`${window.location.pathname}${window.location.search}${window.location.hash}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'w-full' })}
          />
        </div>
      </div>
    </Sheet>
  );
}
