import { useState } from 'react';
import { Alert, Button, Inline, Select, SelectItem, Stack, TagGroup } from '@sfi/ui';
import { gpsMessage, message, type GpsDevice, type GpsTag } from '@sfi/domain';
import { tagLabel } from './format.ts';
import type { OperationState } from '../operation.ts';

export interface GpsTagsPanelProps {
  device: Pick<GpsDevice, 'gpsNo' | 'tags'>;
  /** Every tag there is. */
  tags: readonly GpsTag[] | undefined;
  onAdd: (tag: string) => void;
  onRemove: (tag: string) => void;
  /** Adding a tag, and removing one: each with its own state. */
  adding: OperationState;
  removing: OperationState;
}

/**
 * A device's tags (doc 2 §3, §7): each can be removed (its button, or Delete on it), and one of the
 * others added. A failure says the server's message and offers to try again.
 */
export function GpsTagsPanel({ device, tags, onAdd, onRemove, adding, removing }: GpsTagsPanelProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const others = (tags ?? []).filter((tag) => !device.tags.includes(tag.value));
  const failed = adding.status === 'failed' ? adding : removing.status === 'failed' ? removing : undefined;
  const busy = adding.status === 'pending' || removing.status === 'pending';
  return (
    <Stack gap="medium">
      <TagGroup
        aria-label={gpsMessage('gps.tags.label', { gpsNo: device.gpsNo })}
        items={device.tags.map((tag) => ({ id: tag, label: tagLabel(tag, tags) }))}
        onRemove={busy ? undefined : (keys) => keys.forEach((key) => onRemove(String(key)))}
        removeLabel={gpsMessage('gps.tags.remove')}
        emptyLabel={gpsMessage('gps.tags.none')}
      />
      {others.length > 0 ? (
        <Inline gap="small" alignY="end">
          <Select
            label={gpsMessage('gps.tags.add')}
            placeholder={gpsMessage('gps.tags.choose')}
            selectedKey={chosen}
            onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
          >
            {others.map((tag) => (
              <SelectItem key={tag.value} id={tag.value}>
                {tag.label}
              </SelectItem>
            ))}
          </Select>
          <Button
            variant="secondary"
            isPending={adding.status === 'pending'}
            isDisabled={chosen === null || !others.some((tag) => tag.value === chosen)}
            onPress={() => {
              if (chosen !== null) onAdd(chosen);
              setChosen(null);
            }}
          >
            {adding.status === 'pending' ? gpsMessage('gps.tags.adding') : gpsMessage('gps.tags.addAction')}
          </Button>
        </Inline>
      ) : null}
      {failed ? (
        <Alert
          tone="critical"
          title={failed.message}
          action={
            failed.retry && (
              <Button variant="secondary" size="small" onPress={failed.retry}>
                {message('action.retry')}
              </Button>
            )
          }
        />
      ) : null}
    </Stack>
  );
}
