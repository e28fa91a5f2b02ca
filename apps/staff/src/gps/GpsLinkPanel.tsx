import { useState } from 'react';
import { Alert, Button, Form, Inline, Link, Stack, Text, TextField } from '@sfi/ui';
import { gpsMessage, message, type GpsDevice } from '@sfi/domain';
import type { OperationState } from '../operation.ts';

export interface GpsLinkPanelProps {
  device: Pick<GpsDevice, 'gpsNo' | 'fileNo'>;
  /** Where a lease file is. */
  fileHref: (fileNo: string) => string;
  /** Links the device to this file. */
  onLink: (fileNo: string) => void;
  /** What is wrong with the file number typed (a file that does not exist), under its field. */
  fileNoError?: string;
  /** The file number is being changed (its error no longer applies). */
  onFileNoChange?: () => void;
  /** Unlinks the device. */
  onUnlink: () => void;
  /** The link's state, and the unlink's: each shows its own progress and failure. */
  linking: OperationState;
  unlinking: OperationState;
}

/**
 * The lease file a device is linked to (doc 2 §3, §7), with Unlink; or, unlinked, the file number
 * to link it to. A file number that is no file's is said under its field, with what was typed kept;
 * any other failure says the server's message and offers "Try again" (doc 2 §8).
 */
export function GpsLinkPanel({
  device,
  fileHref,
  onLink,
  fileNoError,
  onFileNoChange,
  onUnlink,
  linking,
  unlinking,
}: GpsLinkPanelProps) {
  const [fileNo, setFileNo] = useState('');
  const failed =
    linking.status === 'failed' ? linking : unlinking.status === 'failed' ? unlinking : undefined;
  return (
    <Stack gap="medium">
      {device.fileNo ? (
        <Inline gap="medium" alignY="center">
          <Text>
            {gpsMessage('gps.link.linkedTo')} <Link href={fileHref(device.fileNo)}>{device.fileNo}</Link>
          </Text>
          <Button
            variant="secondary"
            size="small"
            isPending={unlinking.status === 'pending'}
            onPress={onUnlink}
          >
            {unlinking.status === 'pending'
              ? gpsMessage('gps.unlink.saving')
              : gpsMessage('gps.unlink.action')}
          </Button>
        </Inline>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (fileNo.trim()) onLink(fileNo.trim());
          }}
        >
          {/* The button under the field, so an error under the field does not push it out of line. */}
          <Stack gap="small" align="start">
            <TextField
              label={gpsMessage('gps.link.label')}
              description={gpsMessage('gps.link.description')}
              value={fileNo}
              onChange={(next) => {
                setFileNo(next);
                onFileNoChange?.();
              }}
              isInvalid={fileNoError !== undefined}
              errorMessage={fileNoError}
              isRequired
              maxLength={50}
            />
            <Button type="submit" isPending={linking.status === 'pending'}>
              {linking.status === 'pending' ? gpsMessage('gps.link.saving') : gpsMessage('gps.link.action')}
            </Button>
          </Stack>
        </Form>
      )}
      {failed ? (
        <Alert
          tone="critical"
          title={failed.message}
          action={
            failed.retry && (
              <Button variant="secondary" size="small" onPress={failed.retry}>
                {message('gps.link.failed')}
              </Button>
            )
          }
        />
      ) : null}
    </Stack>
  );
}
