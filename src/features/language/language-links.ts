/**
 * The server-rendered language links (`a[data-language-link]`, the footer's):
 * they keep following the page (client-side navigations, history, a query or
 * hash rewritten in place) and, when clicked, point at the page as it is and
 * remember the choice, as the header's LanguageSwitcher does. Installed once
 * per tab by the page start, so the footer needs no script of its own.
 */
import { translatedPath } from '~/i18n/locales.ts';
import { chooseLanguage, currentAddress, targetOfLink } from './language-choice.ts';

const LINKS = 'a[data-language-link]';

export function installLanguageLinks(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
    if (link instanceof HTMLAnchorElement) chooseLanguage(link, targetOfLink(link));
  });
  const refresh = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(LINKS))
      link.href = translatedPath(currentAddress(), targetOfLink(link));
  };
  refresh();
  document.addEventListener('astro:page-load', refresh);
  window.addEventListener('hashchange', refresh);
  window.addEventListener('popstate', refresh);
}
