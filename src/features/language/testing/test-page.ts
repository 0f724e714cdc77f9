/**
 * For the language feature's component tests: the language links are looked after as
 * on every page (language-links.ts, which the page start installs), links
 * are not followed (a click runs only the page's own handlers, as it would
 * before the browser leaves), and every test starts on `/` with no language
 * remembered.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { LANGUAGE_COOKIE } from '../language-choice.ts';
import { installLanguageLinks } from '../language-links.ts';

export function setUpTestPage(): void {
  installLanguageLinks();
  const stayOnPage = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => {
    cleanup();
    document.removeEventListener('click', stayOnPage);
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    history.replaceState(null, '', '/');
  });
}
