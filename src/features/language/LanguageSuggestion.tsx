import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { localeOfPath } from '~/i18n/locales.ts';
import { prefersFrench, rememberedLanguage } from './language-choice.ts';

// The card's code loads only for the few visitors it is shown to.
const LanguageSuggestionCard = lazy(() => import('./LanguageSuggestionCard.tsx'));

/** French is suggested on an English page to a browser that prefers French, until a language has been chosen. */
export function shouldSuggestFrench(pathname: string, languages: readonly string[], cookies: string): boolean {
  return localeOfPath(pathname) === 'en-CA' && rememberedLanguage(cookies) === undefined && prefersFrench(languages);
}

/** Whether this browser, on this page, gets the suggestion. */
function suggestedHere(): boolean {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return shouldSuggestFrench(window.location.pathname, languages, document.cookie);
}
const noSubscription = () => () => {};

/**
 * The suggestion to read the shop in French, for English pages: shown to a
 * browser whose preferred languages put French before English, unless a
 * language was already chosen (the switcher, or this suggestion taken or
 * dismissed). Nothing redirects: the visitor decides. Renders nothing on the
 * server and for everyone else.
 */
export default function LanguageSuggestion() {
  // False on the server and while hydrating, so both render nothing; read in the browser after.
  const suggested = useSyncExternalStore(noSubscription, suggestedHere, () => false);
  const [dismissed, setDismissed] = useState(false);

  if (!suggested || dismissed) return null;
  // At the end of the page, after its content in reading and tab order, wherever the island that draws it sits.
  return createPortal(
    <Suspense fallback={null}>
      <LanguageSuggestionCard onDismiss={() => setDismissed(true)} />
    </Suspense>,
    document.body,
  );
}
