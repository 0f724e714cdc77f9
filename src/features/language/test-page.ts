/**
 * For this folder's component tests: links are not followed (a click runs
 * only the page's own handlers, as it would before the browser leaves), and
 * every test starts on `/` with no language remembered.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { LANGUAGE_COOKIE } from './language-choice.ts';

export function setUpTestPage(): void {
  const stayOnPage = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stayOnPage));
  afterEach(() => {
    cleanup();
    document.removeEventListener('click', stayOnPage);
    document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
    history.replaceState(null, '', '/');
  });
}
