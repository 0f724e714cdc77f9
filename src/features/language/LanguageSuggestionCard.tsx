import type { KeyboardEvent } from 'react';
import { XIcon } from '~/components/ui/icons.tsx';
import { translatedPath } from '~/i18n/locales.ts';
import { currentAddress, rememberLanguage } from './language-choice.ts';

/**
 * The card's words. It appears on English pages, whose catalogue is English,
 * and speaks French to a French browser: its text is French whatever the
 * page's language, so it is kept here rather than in the catalogues (an
 * English page never loads the French one).
 */
const TEXT = {
  message: 'Ce site est aussi offert en français.',
  link: 'Voir cette page en français',
  close: 'Fermer',
};

interface Props {
  /** Called once the card is closed; the choice is already remembered. */
  onDismiss: () => void;
}

/**
 * A small card at the foot of the screen (not a dialog: the page stays
 * usable) offering this page in French. Following the link or closing the
 * card (its button, or Escape while in it) remembers the choice, so it is not offered again. The link is
 * a language link (`data-language-link`): language-links.ts keeps it pointing at the page and remembers
 * French when it is followed.
 */
export default function LanguageSuggestionCard({ onDismiss }: Props) {
  const dismiss = () => {
    rememberLanguage('en-CA');
    onDismiss();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <section
      lang="fr-CA"
      aria-labelledby="language-suggestion-text"
      className="fixed inset-x-4 bottom-4 z-30 flex items-start gap-3 rounded-2xl border border-line bg-surface p-4 text-sm text-ink shadow-xl sm:right-auto sm:max-w-sm"
    >
      <div className="flex-1">
        <p id="language-suggestion-text">{TEXT.message}</p>
        <a
          href={translatedPath(currentAddress(), 'fr-CA')}
          hrefLang="fr-CA"
          data-language-link
          onKeyDown={onKeyDown}
          className="mt-1 inline-block font-semibold text-brand underline underline-offset-2 dark:text-accent"
        >
          {TEXT.link}
        </a>
      </div>
      <button
        type="button"
        aria-label={TEXT.close}
        onClick={dismiss}
        onKeyDown={onKeyDown}
        className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-subtle hover:bg-muted hover:text-ink"
      >
        <XIcon className="h-4 w-4" />
      </button>
    </section>
  );
}
