import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a text filter is applied. */
export const TYPING_PAUSE_MS = 300;

/**
 * The text of a field that applies itself once typing pauses (the list's search and prepared-by
 * filters), so a word typed letter by letter asks for one page, not one per letter. When the applied
 * value changes elsewhere (back, a saved search), the field shows it.
 */
export function useTypedFilter(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setText(applied);
  }
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => latestApply.current(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);
  /** Applies the text now (Enter, or the clear button). */
  const applyNow = useCallback(
    (now: string) => {
      setText(now);
      if (now.trim() !== applied) latestApply.current(now.trim());
    },
    [applied],
  );
  return { text, setText, applyNow };
}
