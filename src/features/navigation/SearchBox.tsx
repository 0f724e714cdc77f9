import { goTo } from '~/features/navigation/go-to.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ImageOffIcon, SearchIcon } from '~/components/ui/icons.tsx';
import { searchBox as t } from '~/i18n/index.ts';
import { MAX_QUERY_LENGTH } from '~/features/catalog/query-length.ts';
import {
  nextActiveIndex,
  searchPageHref,
  SUGGESTION_LIST_MAX_HEIGHT,
  type Suggestion,
} from '~/features/catalog/search-suggestions.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

interface Props {
  /** Over the transparent home hero the box is light on dark. */
  onHero: boolean;
}

/**
 * The header's search box: a combobox whose list suggests up to 5 products
 * once typing pauses, from 2 characters, with their whole names, then a last
 * option, "See all results". Choosing a product opens it and clears the box;
 * choosing "See all results" or submitting opens /search by a full page load.
 */
export default function SearchBox({ onHero }: Props) {
  const [text, setText] = useState('');
  const { results, search, clear } = useSearchSuggestions();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // New suggestions start with none of them active (React's "adjust state while rendering" pattern).
  const [activeFor, setActiveFor] = useState(results);
  if (activeFor !== results) {
    setActiveFor(results);
    setActive(-1);
  }
  const container = useRef<HTMLFormElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // An outside click hides the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The list scrolls past 400 px: the option the arrow keys reach is scrolled into view, as it never takes focus.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const suggestions = results.status === 'done' ? results.suggestions : [];
  const showList = open && results.status === 'done';
  // "See all results" follows the suggestions as one more option, only when there is something to see.
  const seeAllHref = suggestions.length > 0 ? searchPageHref(text) : null;
  const optionCount = suggestions.length + (seeAllHref ? 1 : 0);
  const seeAllActive = seeAllHref !== null && active === suggestions.length;

  const choose = (suggestion: Suggestion) => {
    setText('');
    setOpen(false);
    clear();
    goTo(suggestion.href);
  };

  /** The search page, loaded in full as a submitted search is. */
  const seeAll = (href: string) => {
    setOpen(false);
    window.location.assign(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => nextActiveIndex(current, optionCount, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Enter' && showList && seeAllActive && seeAllHref) {
      event.preventDefault();
      seeAll(seeAllHref);
    } else if (event.key === 'Escape') {
      if (showList) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      ref={container}
      role="search"
      className="relative w-56 xl:w-72"
      onSubmit={(event) => {
        event.preventDefault();
        const href = searchPageHref(text);
        if (href) window.location.assign(href);
      }}
    >
      <input
        type="text"
        role="combobox"
        aria-label={t.label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        value={text}
        placeholder={t.placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          search(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className={`h-10 w-full rounded-full border pr-4 pl-10 text-sm outline-offset-2 ${
          onHero
            ? 'border-white/40 bg-black/20 text-white placeholder:text-white/80'
            : 'border-line bg-page text-ink placeholder:text-subtle'
        }`}
      />
      <SearchIcon
        className={`pointer-events-none absolute top-5 left-3.5 h-4 w-4 -translate-y-1/2 ${onHero ? 'text-white/80' : 'text-subtle'}`}
      />
      <div
        hidden={!showList}
        className="absolute top-full right-0 z-50 mt-2 w-[22rem] overflow-y-auto rounded-2xl border border-line bg-surface p-2 text-ink shadow-xl"
        style={{ maxHeight: SUGGESTION_LIST_MAX_HEIGHT }}
      >
        <ul id={listId} role="listbox" aria-label={t.suggestions}>
          {suggestions.map((suggestion, index) => (
            // Keys are handled by the combobox's text box (aria-activedescendant); options never take focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see the line above
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onPointerEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-2.5 rounded-xl p-1.5 ${index === active ? 'bg-muted' : ''}`}
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted text-subtle">
                {suggestion.image ? (
                  <img
                    src={suggestion.image.src}
                    srcSet={suggestion.image.srcSet}
                    sizes={suggestion.image.sizes}
                    alt=""
                    width={40}
                    height={40}
                    className="h-full w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <ImageOffIcon className="h-5 w-5" />
                )}
              </span>
              <span className="min-w-0 flex-1">
                {/* Whole names, wrapped: two bikes of one family differ only at the end of theirs. Sized so
                    five suggestions and "See all results" usually fit the 400 px without scrolling. */}
                <span className="block text-sm font-semibold wrap-break-word">{suggestion.name}</span>
                {suggestion.collectionName && (
                  <span className="block text-xs wrap-break-word text-subtle">{suggestion.collectionName}</span>
                )}
                {suggestion.soldOut && <span className="block text-xs font-semibold text-ink">{t.soldOut}</span>}
              </span>
              {suggestion.price && (
                <span className="shrink-0 text-sm font-semibold">
                  {suggestion.price.from ? t.priceFrom(suggestion.price.text) : suggestion.price.text}
                </span>
              )}
            </li>
          ))}
          {seeAllHref && (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- an option, keyed through the text box as above
            <li
              id={optionId(suggestions.length)}
              role="option"
              aria-selected={seeAllActive}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => seeAll(seeAllHref)}
              onPointerEnter={() => setActive(suggestions.length)}
              className={`sticky bottom-0 mt-1 cursor-pointer rounded-xl border-t border-line bg-surface p-2.5 text-center text-sm font-semibold underline-offset-4 ${
                seeAllActive ? 'bg-muted! underline' : ''
              }`}
            >
              {t.seeAll}
            </li>
          )}
        </ul>
        {suggestions.length === 0 && <p className="px-3 py-4 text-center text-sm text-subtle">{t.noResults}</p>}
      </div>
    </form>
  );
}
