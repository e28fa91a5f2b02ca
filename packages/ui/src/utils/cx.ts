import type { ClassNameOrFunction } from 'react-aria-components';

/** Joins class names, skipping empty ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * Puts our class before the caller's `className`. React-aria components accept `className` as a string
 * or as a function of their render props; both keep working, and `base` may depend on them too.
 */
export function withClass<R>(
  className: ClassNameOrFunction<R> | undefined,
  base: string | ((renderProps: R) => string),
): (renderProps: R & { defaultClassName: string | undefined }) => string {
  return (renderProps) =>
    cx(
      typeof base === 'function' ? base(renderProps) : base,
      typeof className === 'function' ? className(renderProps) : className,
    );
}
