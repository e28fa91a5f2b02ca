import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';

import { LoadingDots } from '../LoadingDots/LoadingDots.tsx';
import { button, content, contentPending, pendingIndicator } from './Button.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export const buttonVariants = ['primary', 'secondary', 'danger', 'quiet'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual weight. One `primary` per view for the main action; `danger` for destructive actions;
   * `quiet` for low-emphasis actions in dense places (table rows, toolbars).
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size. Both meet the 24 × 24 px minimum target size.
   * @default 'medium'
   */
  size?: ButtonSize;
  /**
   * While `isPending` is true, what the button is waiting for, announced to screen readers.
   * @default 'Loading'
   */
  pendingLabel?: string;
}

/**
 * A button. Wraps react-aria's `Button`: pressing works with mouse, touch and keyboard, and
 * `isPending` shows loading dots in place of the label (keeping the width), keeps focus, ignores
 * presses and announces the busy state.
 */
export function Button({
  variant,
  size,
  pendingLabel: pendingLabelGiven,
  className,
  children,
  ...props
}: ButtonProps) {
  const words = useUIWords();
  const pendingLabel = pendingLabelGiven ?? words.loading;
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (className) =>
        [button({ variant, size }), className].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          <span className={isPending ? contentPending : content}>{children}</span>
          {isPending ? (
            <span className={pendingIndicator}>
              <LoadingDots label={pendingLabel} />
            </span>
          ) : null}
        </>
      ))}
    </RACButton>
  );
}
