import { useCallback, useState } from 'react';

/**
 * The width of an element, kept up to date as it changes (a window resized, a side navigation
 * shown); undefined until it is first measured. For screens that lay out differently by the room
 * they have, not by the window's width: a table on a wide screen, cards on a phone.
 *
 * @example
 * const [ref, width] = useElementWidth<HTMLDivElement>();
 * const narrow = width !== undefined && width < 760;
 * return <div ref={ref}>{narrow ? <Cards /> : <Table />}</div>;
 */
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
