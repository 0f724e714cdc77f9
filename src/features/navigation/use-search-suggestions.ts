import debounce from 'just-debounce-it';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { withLang } from '~/i18n/locales.ts';
import { SUGGESTION_DEBOUNCE_MS, suggestionQuery, type Suggestion } from '~/features/catalog/search-suggestions.ts';
import { currentLocale } from '~/i18n/index.ts';

export type SuggestionResults = { status: 'idle' } | { status: 'done'; query: string; suggestions: Suggestion[] };

const IDLE: SuggestionResults = { status: 'idle' };

async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  // Asked in the page's language: French pages get French names, prices and links, and match French names.
  const params = withLang(new URLSearchParams({ query }), currentLocale());
  const response = await fetch(`/api/search-suggestions?${params}`, { signal });
  if (!response.ok) return [];
  return ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
}

/**
 * The search box's suggestions: asked for once typing pauses, from 2
 * characters. Shorter text clears them at once; a newer query cancels the
 * request of an older one; a failed request shows none, without a message.
 */
export function useSearchSuggestions() {
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<SuggestionResults>(IDLE);
  const settle = useMemo(() => debounce((next: string) => setQuery(next), SUGGESTION_DEBOUNCE_MS), []);
  useEffect(() => () => settle.cancel(), [settle]);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const show = (suggestions: Suggestion[]) => {
      if (!controller.signal.aborted) setResults({ status: 'done', query, suggestions });
    };
    fetchSuggestions(query, controller.signal).then(show, () => show([]));
    return () => controller.abort();
  }, [query]);

  const clear = useCallback(() => {
    settle.cancel();
    setQuery(null);
    setResults(IDLE);
  }, [settle]);

  /** Follows the box's text as it is typed. */
  const search = useCallback(
    (typed: string) => {
      const next = suggestionQuery(typed);
      if (next) settle(next);
      else clear();
    },
    [settle, clear],
  );

  return { results, search, clear };
}
