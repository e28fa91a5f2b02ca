import type { CSSProperties } from 'react';
import { ProgressBar } from 'react-aria-components';

import { countVar, dot, durationVar, indexVar, root } from './LoadingDots.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

/** `var(--x)` → `--x`, to set a vanilla-extract variable in an inline style. */
const cssVarName = (v: string) => v.replace(/^var\((--[^),]+).*\)$/, '$1');

export interface LoadingDotsProps {
  /**
   * Number of dots.
   * @default 4
   */
  count?: number;
  /**
   * Length of one bounce cycle, in milliseconds.
   * @default 1000
   */
  durationMs?: number;
  /**
   * What is loading, for screen readers.
   * @default 'Loading'
   */
  label?: string;
  className?: string;
}

/**
 * An indeterminate progress indicator: a row of bouncing dots in the current text colour. Exposed as
 * a `progressbar` with a label; when the user prefers reduced motion the dots fade instead of bouncing.
 */
export function LoadingDots({
  count = 4,
  durationMs = 1000,
  label: labelGiven,
  className,
}: LoadingDotsProps) {
  const words = useUIWords();
  const label = labelGiven ?? words.loading;
  const style = {
    [cssVarName(durationVar)]: `${durationMs}ms`,
    [cssVarName(countVar)]: String(count),
  } as CSSProperties;
  return (
    <ProgressBar
      isIndeterminate
      aria-label={label}
      className={[root, className].filter(Boolean).join(' ')}
      style={style}
    >
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={dot} style={{ [cssVarName(indexVar)]: String(i) } as CSSProperties} />
      ))}
    </ProgressBar>
  );
}
