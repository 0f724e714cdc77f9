/**
 * The listing's search box: the text as typed, applied once typing pauses
 * for 300 ms (from 3 characters; shorter text filters nothing), or at once
 * when submitted.
 */
import debounce from 'just-debounce-it';
import { useEffect, useMemo, useState } from 'react';
import {
  appliedQuery,
  LISTING_SEARCH_DEBOUNCE_MS,
  submittedQuery,
  tooShortQuery,
  withQuery,
  type ListingState,
} from './listing-state.ts';
import type { ApplyOptions } from './use-listing-history.ts';

type Apply = (change: (state: ListingState) => ListingState, options?: ApplyOptions) => void;

export function useListingSearch(initialText: string, apply: Apply, endTyping: () => void) {
  const [typed, setTyped] = useState(initialText);

  const applyAfterPause = useMemo(
    () =>
      debounce(
        (text: string) => apply((state) => withQuery(state, appliedQuery(text)), { typing: true }),
        LISTING_SEARCH_DEBOUNCE_MS,
      ),
    [apply],
  );
  useEffect(() => () => applyAfterPause.cancel(), [applyAfterPause]);

  const type = (text: string) => {
    setTyped(text);
    applyAfterPause(text);
  };

  /** Submitting applies the text at once; blank or too short text changes nothing. */
  const submit = () => {
    endTyping();
    apply((state) => submittedQuery(state, typed));
  };

  /** Shows `text` without searching for it: Clear All, or an entry restored by Back. */
  const reset = (text: string) => {
    applyAfterPause.cancel();
    setTyped(text);
  };

  const clear = () => {
    reset('');
    apply((state) => withQuery(state, ''));
  };

  return { typed, tooShort: tooShortQuery(typed), type, submit, clear, reset };
}
