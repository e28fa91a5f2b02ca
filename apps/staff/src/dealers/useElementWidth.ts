import { useCallback, useState } from 'react';

/** The width of an element, kept up to date as it resizes (`undefined` until it is measured). */
export function useElementWidth<T extends HTMLElement>() {
  const [width, setWidth] = useState<number>();
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
