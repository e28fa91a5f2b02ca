import type { Tone } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './FileTypeIcon.css.ts';
import type { FileType } from './fileTypes.ts';

const looks: Record<FileType, { tone: Tone; text: string }> = {
  image: { tone: 'brand', text: 'IMG' },
  audio: { tone: 'neutral', text: 'AUD' },
  video: { tone: 'neutral', text: 'VID' },
  pdf: { tone: 'critical', text: 'PDF' },
  word: { tone: 'brand', text: 'DOC' },
  excel: { tone: 'positive', text: 'XLS' },
  powerpoint: { tone: 'caution', text: 'PPT' },
  text: { tone: 'neutral', text: 'TXT' },
  code: { tone: 'neutral', text: '</>' },
  archive: { tone: 'caution', text: 'ZIP' },
};

export interface FileTypeIconProps {
  /** The kind of file; the app works it out from the file (its name or MIME type). */
  type: FileType;
  /**
   * Size in pixels (the icon is a little narrower than tall).
   * @default 32
   */
  size?: number;
  /**
   * A name for screen readers (“PDF document”). Without it the icon is decorative: put the file's name
   * next to it.
   */
  label?: string;
  className?: string;
}

/**
 * A document icon with a coloured band naming the kind of file: image, audio, video, pdf, word, excel,
 * powerpoint, text, code or archive (text when unknown). The band's words make it readable without
 * colour.
 */
export function FileTypeIcon({ type, size = 32, label, className }: FileTypeIconProps) {
  const look = looks[type];
  return (
    <svg
      viewBox="0 0 28 32"
      width={(size * 28) / 32}
      height={size}
      className={cx(styles.icon, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-file-type={type}
    >
      <path d="M1.5 1.5h17l8 8v21h-25z" className={styles.page} strokeWidth="1" />
      <path d="M18.5 1.5v8h8" className={styles.fold} strokeWidth="1" />
      <rect x="0" y="16" width="24" height="10" rx="2" className={styles.band[look.tone]} />
      <text x="12" y="23.6" textAnchor="middle" fontSize="7.5" className={styles.label}>
        {look.text}
      </text>
    </svg>
  );
}

export { fileTypes, type FileType } from './fileTypes.ts';
