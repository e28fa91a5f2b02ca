import { useState } from 'react';

import { tones } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Up to two initials: the first letters of the first and last words (of an e-mail's local part). */
export function initialsOf(name: string): string {
  // For an e-mail address, the part before the @.
  const words = name
    .split('@')[0]!
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The same name always gets the same colour. */
function toneOf(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tones[hash % tones.length]!;
}

export interface AvatarProps {
  /** The person's or company's name: the accessible name, and the source of the initials. */
  name: string;
  /** A photo. If it is missing or fails to load, the initials show. */
  src?: string;
  /** @default 'medium' */
  size?: AvatarSize;
  /**
   * Hide it from screen readers, when the name is written next to it anyway.
   * @default false
   */
  isDecorative?: boolean;
  className?: string;
}

/** A person's or dealer's photo, or their initials on a colour picked from their name. */
export function Avatar({ name, src, size = 'medium', isDecorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} className={cx(styles.avatar, styles.size[size], styles.tone[toneOf(name)], className)}>
      {src && !failed ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
