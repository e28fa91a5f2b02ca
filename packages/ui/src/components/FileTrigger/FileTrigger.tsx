import type { ReactNode } from 'react';
import {
  DropZone as RACDropZone,
  FileTrigger as RACFileTrigger,
  Text as RACText,
  isFileDropItem,
  type DropItem,
  type FileTriggerProps as RACFileTriggerProps,
} from 'react-aria-components';

import { UploadIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './FileTrigger.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface FileTriggerProps extends Omit<RACFileTriggerProps, 'children' | 'onSelect'> {
  /** The button's label: “Choose files”, “Upload a photo”. */
  children: ReactNode;
  /** Called with the chosen files (an empty list when the user cancels). */
  onSelect?: (files: File[]) => void;
  /**
   * The button's look.
   * @default 'secondary'
   */
  variant?: ButtonProps['variant'];
  /** @default 'medium' */
  size?: ButtonProps['size'];
  /** @default false */
  isDisabled?: boolean;
}

/**
 * A button that opens the system file chooser. `acceptedFileTypes` (MIME types or extensions) and
 * `allowsMultiple` set what can be chosen. Wraps react-aria's `FileTrigger` around our `Button`.
 */
export function FileTrigger({
  children,
  onSelect,
  variant = 'secondary',
  size,
  isDisabled,
  ...props
}: FileTriggerProps) {
  return (
    <RACFileTrigger {...props} onSelect={(list) => onSelect?.(list ? Array.from(list) : [])}>
      <Button variant={variant} size={size} isDisabled={isDisabled}>
        <UploadIcon />
        {children}
      </Button>
    </RACFileTrigger>
  );
}

/** Whether a file matches `accept` entries such as `image/*`, `application/pdf` or `.docx`. */
export function fileMatches(file: { name: string; type: string }, accepted: readonly string[] | undefined) {
  if (!accepted || accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  return accepted.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return file.type.toLowerCase().startsWith(r.slice(0, -1));
    return file.type.toLowerCase() === r;
  });
}

export interface DropZoneProps {
  /** What to drop, as the zone's name: “Drop the signed lease here”. */
  label: ReactNode;
  /** Which files are accepted, and limits, in words. */
  description?: ReactNode;
  /** MIME types or extensions accepted (`['application/pdf', 'image/*']`); others are ignored. */
  acceptedFileTypes?: readonly string[];
  /**
   * Whether several files may be dropped or chosen at once.
   * @default false
   */
  allowsMultiple?: boolean;
  /** Called with the accepted files, dropped, pasted or chosen with the button. */
  onFiles: (files: File[]) => void;
  /**
   * Called with the files not in `acceptedFileTypes`, dropped or chosen, so the screen can say why
   * they were not taken (the type not allowed). Without it they are left out without a word.
   */
  onReject?: (files: File[]) => void;
  /**
   * Label of the button that opens the file chooser, for keyboard and touch users.
   * @default 'Choose a file' (or 'Choose files' with `allowsMultiple`)
   */
  browseLabel?: string;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

/**
 * An area to drop files on, with a button that opens the file chooser, so it works without dragging
 * (keyboard, touch, screen readers). Wraps react-aria's `DropZone`; files not in `acceptedFileTypes`
 * go to `onReject`, so the screen can say why.
 */
export function DropZone({
  label,
  description,
  acceptedFileTypes,
  allowsMultiple = false,
  onFiles,
  onReject,
  browseLabel: browseLabelGiven,
  isDisabled = false,
  className,
}: DropZoneProps) {
  const words = useUIWords();
  const browseLabel = browseLabelGiven ?? (allowsMultiple ? words.chooseFiles : words.chooseFile);
  const take = (files: File[]) => {
    const accepted = files.filter((file) => fileMatches(file, acceptedFileTypes));
    const rejected = files.filter((file) => !accepted.includes(file));
    if (accepted.length) onFiles(allowsMultiple ? accepted : accepted.slice(0, 1));
    else if (rejected.length) onReject?.(rejected);
  };
  const fromDrop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    take(files);
  };
  return (
    <RACDropZone
      isDisabled={isDisabled}
      className={cx(styles.dropZone, className)}
      getDropOperation={(types) =>
        // A screen that says why a file is refused takes every drop, to say it.
        onReject !== undefined ||
        !acceptedFileTypes?.length ||
        acceptedFileTypes.some((t) => t.startsWith('.') || t.endsWith('/*') || types.has(t))
          ? 'copy'
          : 'cancel'
      }
      onDrop={(event) => void fromDrop(event.items)}
    >
      <UploadIcon className={styles.icon} />
      <RACText slot="label" className={styles.label}>
        {label}
      </RACText>
      {description ? (
        <Text size="small" tone="secondary">
          {description}
        </Text>
      ) : null}
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={take}
        isDisabled={isDisabled}
        size="small"
      >
        {browseLabel}
      </FileTrigger>
    </RACDropZone>
  );
}
