import type { ReactNode } from 'react';

import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { DropZone } from '../FileTrigger/FileTrigger.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './PhotoUploadField.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

/** Where an upload is: 0–100 while it runs, `complete` once stored, `null` when it failed or was cancelled. */
export type PhotoUploadProgress = number | 'complete' | null;

export interface PhotoUploadFieldProps {
  /** The drop zone's name: “Drop a photo here”. */
  label: ReactNode;
  /** Which photos are taken, and the size limit, in words. */
  description?: ReactNode;
  /** The button that opens the file chooser: “Add a photo”. */
  browseLabel: string;
  /** MIME types or extensions offered by the chooser and accepted when dropped. */
  acceptedFileTypes?: readonly string[];
  /** Called with the chosen or dropped photo; start the upload here. */
  onFile: (file: File) => void;
  /** Called with a chosen or dropped file not in `acceptedFileTypes`, to say why it is not taken (shown as `error`). */
  onReject?: (file: File) => void;
  /** The upload's progress; undefined before any upload. */
  progress?: PhotoUploadProgress;
  /** The name of the file being uploaded. */
  fileName?: string;
  /** Why the upload failed (the server's words), shown as an alert. */
  error?: string;
  /** The progress bar's label: “Uploading front.jpg: 40%”. */
  progressLabel: (fileName: string, percent: number) => string;
  /** What is announced once the photo is stored: “front.jpg was uploaded.” */
  uploadedLabel: (fileName: string) => string;
  /** Stops the upload under way; without it, no cancel button. */
  onCancel?: () => void;
  /** @default 'Cancel upload' */
  cancelLabel?: string;
  /** The photo there is now (a person's), shown above the zone: any element, such as an Avatar. */
  preview?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

/**
 * A photo field for administration screens: a drop zone with a button that opens the file chooser
 * (keyboard, touch and screen readers need no dragging), the upload's progress with a way to cancel
 * it, what went wrong, and an announcement once the photo is stored. The field only shows: the
 * screen uploads the file it is given (`usePhotoUpload` of `@sfi/api-client/react`) and passes
 * the progress back. Built from DropZone, ProgressBar and Alert.
 */
export function PhotoUploadField({
  label,
  description,
  browseLabel,
  acceptedFileTypes,
  onFile,
  onReject,
  progress,
  fileName = '',
  error,
  progressLabel,
  uploadedLabel,
  onCancel,
  cancelLabel: cancelLabelGiven,
  preview,
  isDisabled = false,
  className,
}: PhotoUploadFieldProps) {
  const words = useUIWords();
  const cancelLabel = cancelLabelGiven ?? words.cancelUpload;
  const uploading = typeof progress === 'number';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {preview}
      <DropZone
        label={label}
        description={description}
        browseLabel={browseLabel}
        acceptedFileTypes={acceptedFileTypes}
        onFiles={(files) => {
          if (files[0]) onFile(files[0]);
        }}
        {...(onReject && {
          onReject: (files: File[]) => {
            if (files[0]) onReject(files[0]);
          },
        })}
        isDisabled={isDisabled || uploading}
      />
      {uploading ? (
        <div className={styles.progressRow}>
          <ProgressBar
            className={styles.progress}
            label={progressLabel(fileName, progress)}
            value={progress}
            showValueLabel={false}
          />
          {onCancel ? (
            <Button variant="secondary" size="small" onPress={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div role="status" aria-live="polite">
        {progress === 'complete' && fileName ? (
          <Text size="small" tone="positive">
            {uploadedLabel(fileName)}
          </Text>
        ) : null}
      </div>
      {error ? <Alert tone="critical">{error}</Alert> : null}
    </div>
  );
}
