import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useSearchParams } from 'react-router-dom';
import type { AppMode } from '@sfi/domain';
import { changedListView, listViewParams, readListView, type QuoteListView } from './listView.ts';

/** How long typing must pause before a text filter is applied. */
export const TYPING_PAUSE_MS = 300;

/**
 * The quote list's view, with the address as its one source of truth, and the means to change it.
 * React Router shows a navigation in a transition, so for a moment the address holds more than the
 * view last rendered from it. A change is therefore made on the address as the router's history
 * has it when the change comes (`current`), never on the view of the last render: a search applied
 * the moment after a filter was chosen keeps the filter (issue 25).
 */
export function useListView(mode: AppMode) {
  const [params, setParams] = useSearchParams();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const view = useMemo(() => readListView(params, mode), [params, mode]);
  const current = useCallback((): QuoteListView => {
    // The browser's and the memory router's histories both say where they are now.
    const { location } = navigator as { location?: { search: string } };
    return location ? readListView(new URLSearchParams(location.search), mode) : view;
  }, [navigator, mode, view]);
  /** Shows a view: a new entry in the history, or in place of the current one. */
  const show = useCallback(
    (next: QuoteListView, replace = false) => setParams(listViewParams(next), { replace }),
    [setParams],
  );
  /** Changes part of the view as the address holds it now (`changedListView`). */
  const change = useCallback(
    (part: Partial<QuoteListView>) => show(changedListView(current(), part)),
    [show, current],
  );
  return { view, current, show, change };
}

/**
 * The text of a field that applies itself once typing pauses (the list's search and prepared-by
 * filters), so a word typed letter by letter asks for one page, not one per letter. When the applied
 * value changes elsewhere (back, a saved search), the field shows it; when it becomes what this
 * field applied, the field keeps what was typed since.
 */
export function useTypedFilter(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  const [sent, setSent] = useState<string>();
  if (shown !== applied) {
    setShown(applied);
    if (applied !== sent) setText(applied);
  }
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => {
      setSent(text.trim());
      latestApply.current(text.trim());
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);
  /** Applies the text now (Enter, or the clear button). */
  const applyNow = useCallback(
    (now: string) => {
      setText(now);
      if (now.trim() === applied) return;
      setSent(now.trim());
      latestApply.current(now.trim());
    },
    [applied],
  );
  return { text, setText, applyNow };
}
