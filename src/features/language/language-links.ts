/**
 * Every language link (`a[data-language-link]`: the header's, the phone
 * menu's, the footer's) keeps pointing at the page as it is: after history
 * moves within the page (the listing's filters), and when it is pointed at or
 * focused (a page may rewrite its query or hash in place without an event).
 * A click points it at the page as it is now and remembers the choice.
 * Installed once per page by the page start, so the links themselves need no
 * script or state.
 */
import { translatedPath } from '~/i18n/locales.ts';
import { currentAddress, rememberLanguage, targetOfLink } from './language-choice.ts';

const LINKS = 'a[data-language-link]';

const point = (link: HTMLAnchorElement) => {
  link.href = translatedPath(currentAddress(), targetOfLink(link));
};

/** Points every language link of the page at the page as the browser shows it now (its hash included). */
export function pointLanguageLinks(): void {
  document.querySelectorAll<HTMLAnchorElement>(LINKS).forEach(point);
}

export function installLanguageLinks(): void {
  const linkOf = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
    return link instanceof HTMLAnchorElement ? link : null;
  };
  // Before the browser follows it: the page as it is now, and the choice remembered.
  document.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (!link) return;
    point(link);
    rememberLanguage(targetOfLink(link));
  });
  for (const type of ['focusin', 'pointerover']) {
    document.addEventListener(type, (event) => {
      const link = linkOf(event);
      if (link) point(link);
    });
  }
  pointLanguageLinks();
  window.addEventListener('hashchange', pointLanguageLinks);
  window.addEventListener('popstate', pointLanguageLinks);
}
