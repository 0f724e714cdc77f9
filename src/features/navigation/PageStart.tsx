/**
 * What every page starts once: the stored cart (the header's badge and the
 * drawer read it), the auth-link rule with a stored session (auth/boot.ts),
 * the navigation feedback (progress bar, loading overlay), the footer's
 * language link and the toasts the previous page handed over. It also draws
 * what every page has but shows only on demand: the cart drawer, and on
 * English pages the suggestion of French. Not an island of its own: the
 * header's island draws it beside the header, so a page hydrates one root and
 * downloads one file for both (decision 0093); what it draws is portalled to
 * the end of the page. The server renders nothing.
 */
import { bootAuth } from '~/features/auth/boot.ts';
import CartDrawer from '~/features/cart/CartDrawer.tsx';
import { startCart } from '~/features/cart/store.ts';
import LanguageSuggestion from '~/features/language/LanguageSuggestion.tsx';
import { installLanguageLinks } from '~/features/language/language-links.ts';
import { showCarriedNotices } from '~/features/notifications/carried-notices.ts';
import { currentLocale } from '~/i18n/index.ts';
import { installLoadingOverlay } from './loading-overlay.ts';
import { installProgressBar } from './progress-bar.ts';

// Module scope: a module runs once per page, however many times the island renders (and never on the server).
if (!import.meta.env.SSR) {
  installProgressBar();
  installLoadingOverlay();
  installLanguageLinks();
  showCarriedNotices();
  void startCart();
  bootAuth();
}

function PageStart() {
  return (
    <>
      <CartDrawer />
      {currentLocale() === 'fr-CA' ? null : <LanguageSuggestion />}
    </>
  );
}

export default PageStart;
