import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useMapTiles } from '@sfi/app-kit';
import { ApiError } from '@sfi/api-client';
import { useGpsDevice, useGpsMutations, useGpsTags } from '@sfi/api-client/react';
import {
  Alert,
  Button,
  DescriptionList,
  Heading,
  Link,
  LoadingDots,
  snackbar,
  Stack,
  StatusBadge,
  Text,
} from '@sfi/ui';
import { formatDate, gpsMessage, message, type GpsDevice } from '@sfi/domain';
import { labelled, lastSeen, problemLabels, tagLabel } from './format.ts';
import { GpsLinkPanel } from './GpsLinkPanel.tsx';
import { GpsMap } from './GpsMap.tsx';
import { GpsTagsPanel } from './GpsTagsPanel.tsx';
import { useOperation } from '../operation.ts';
import * as styles from './GpsDevicePage.css.ts';

const filePath = (fileNo: string) => `/staff/files/${encodeURIComponent(fileNo)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <Heading level={2}>{title}</Heading>
      {children}
    </section>
  );
}

const or = (value: string | undefined) => value || gpsMessage('gps.none');

/**
 * One GPS device (spec doc 2 §3, §4, §7): its number and name, whether it is flagged and why, the
 * lease file it is linked to (link and unlink, "Try again" on failure), the vehicle, lease and
 * customer of that file, its tags and notes, and a map of its positions over time. Linking,
 * unlinking and tags each keep their own state, and their answer replaces the device here and in
 * the lists.
 */
export default function GpsDevicePage() {
  const { id } = useParams();
  const device = useGpsDevice(id);
  const tags = useGpsTags();
  const tiles = useMapTiles();
  const mutations = useGpsMutations();
  const linking = useOperation();
  const unlinking = useOperation();
  const adding = useOperation();
  const removing = useOperation();
  // A file number the server does not know, said on its field: trying again cannot find it.
  const [fileNoError, setFileNoError] = useState<string>();

  const back = <Link href="/staff/gps">{gpsMessage('gps.back')}</Link>;
  if (device.error && !device.data)
    return (
      <div className={styles.page}>
        {back}
        <Alert
          tone="critical"
          title={gpsMessage('gps.detail.error')}
          action={<Button onPress={() => void device.mutate()}>{message('action.retry')}</Button>}
        >
          {device.error.message}
        </Alert>
      </div>
    );
  if (!device.data) return <LoadingDots label={gpsMessage('gps.detail.loading')} />;
  const shown: GpsDevice = device.data;

  const announce = (text: string) => snackbar.show({ message: text, tone: 'success' });
  const link = (fileNo: string) =>
    void linking.run(async () => {
      setFileNoError(undefined);
      try {
        const linked = await mutations.link(shown.gpsNo, fileNo);
        announce(gpsMessage('gps.link.done', { gpsNo: linked.gpsNo, fileNo: linked.fileNo ?? fileNo }));
      } catch (error) {
        const onField = error instanceof ApiError ? error.fieldErrors['fileNo'] : undefined;
        if (onField === undefined) throw error;
        setFileNoError(onField);
      }
    });
  const unlink = () =>
    void unlinking.run(async () => {
      const unlinked = await mutations.unlink(shown.gpsNo);
      announce(gpsMessage('gps.unlink.done', { gpsNo: unlinked.gpsNo }));
    });
  const addTag = (tag: string) =>
    void adding.run(async () => {
      await mutations.addTag(shown.id, tag);
      announce(gpsMessage('gps.tags.added', { tag: tagLabel(tag, tags.data) }));
    });
  const removeTag = (tag: string) =>
    void removing.run(async () => {
      await mutations.removeTag(shown.id, tag);
      announce(gpsMessage('gps.tags.removed', { tag: tagLabel(tag, tags.data) }));
    });

  const customer = shown.customer;
  return (
    <div className={styles.page}>
      <title>{`${shown.gpsNo} · ${gpsMessage('gps.title')}`}</title>
      {back}
      <Stack gap="small">
        <Heading level={1}>{shown.gpsNo}</Heading>
        <Text tone="neutral">{`${shown.name} · ${labelled('gps.column.lastSeen', lastSeen(shown))}`}</Text>
        <div className={styles.status}>
          {shown.problems.length > 0 ? (
            problemLabels(shown).map((label) => (
              <StatusBadge key={label} tone="caution">
                {label}
              </StatusBadge>
            ))
          ) : shown.fileNo ? (
            <StatusBadge tone="positive">{gpsMessage('gps.detail.ok')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{gpsMessage('gps.notLinked')}</StatusBadge>
          )}
        </div>
      </Stack>
      <div className={styles.columns}>
        <Stack gap="large">
          <Section title={gpsMessage('gps.section.link')}>
            <GpsLinkPanel
              device={shown}
              fileHref={filePath}
              onLink={link}
              fileNoError={fileNoError}
              onFileNoChange={() => setFileNoError(undefined)}
              onUnlink={unlink}
              linking={linking.state}
              unlinking={unlinking.state}
            />
          </Section>
          {shown.fileNo ? (
            <Section title={gpsMessage('gps.section.vehicle')}>
              <DescriptionList
                items={[
                  { term: gpsMessage('gps.vehicle.name'), description: or(shown.vehicle?.name) },
                  { term: gpsMessage('gps.vehicle.vin'), description: or(shown.vehicle?.vin) },
                  {
                    term: gpsMessage('gps.lease.start'),
                    description: or(formatDate(shown.lease?.startDate)),
                  },
                  { term: gpsMessage('gps.lease.end'), description: or(formatDate(shown.lease?.endDate)) },
                  { term: gpsMessage('gps.customer.name'), description: or(customer?.name) },
                  {
                    term: gpsMessage('gps.customer.address'),
                    description: or(
                      [customer?.address, customer?.city, customer?.postal].filter(Boolean).join(', '),
                    ),
                  },
                ]}
              />
            </Section>
          ) : null}
          <Section title={gpsMessage('gps.section.tags')}>
            <GpsTagsPanel
              device={shown}
              tags={tags.data}
              onAdd={addTag}
              onRemove={removeTag}
              adding={adding.state}
              removing={removing.state}
            />
          </Section>
          <Section title={gpsMessage('gps.section.notes')}>
            <p className={styles.notes}>{shown.notes || gpsMessage('gps.notes.none')}</p>
          </Section>
        </Stack>
        <Section title={gpsMessage('gps.section.map')}>
          <GpsMap gpsNo={shown.gpsNo} locations={shown.locations} tiles={tiles} />
        </Section>
      </div>
    </div>
  );
}
