import type { ReactNode } from 'react';
import {
  DataTable,
  EmptyState,
  Link,
  StatusBadge,
  useElementWidth,
  VisuallyHidden,
  type DataTableColumn,
} from '@sfi/ui';
import { gpsMessage, type GpsDevice, type GpsTag } from '@sfi/domain';
import { labelled, lastSeen, problemLabels, tagLabel, vehicleLabel } from './format.ts';
import * as styles from './GpsPage.css.ts';
import * as listPage from '../lists/ListPage.css.ts';

const ROW_HEIGHT = 52;
/** Below this width the table's columns do not fit: the devices show as cards. */
const TABLE_MIN_WIDTH = 900;
/** From this width on the table shows the tags too; below it (a 1280 px screen beside the menu) they are in the device's page. */
const WIDE_MIN_WIDTH = 1240;

export interface GpsDeviceTableProps {
  /** The page of devices. */
  devices: readonly GpsDevice[];
  /** The tags, for their labels. */
  tags?: readonly GpsTag[] | undefined;
  /** Where a device's detail is. */
  deviceHref: (device: GpsDevice) => string;
  /** Opens a device (a row pressed, or Enter on it). */
  onOpen: (device: GpsDevice) => void;
  /** Another page or filter is loading: the rows shown stay, marked busy. */
  isLoading?: boolean;
  /** What to say when the page is empty. */
  empty?: ReactNode;
}

/** Why a device is flagged, as badges; nothing when it is not. */
export function GpsProblems({ device }: { device: Pick<GpsDevice, 'problems'> }) {
  if (device.problems.length === 0) return null;
  return (
    <span className={styles.problems}>
      {problemLabels(device).map((label) => (
        <StatusBadge key={label} tone="caution">
          {label}
        </StatusBadge>
      ))}
    </span>
  );
}

/**
 * Why a device is flagged, on one line of the table: the first reason's badge and how many more
 * (every reason is in the cell's tooltip and the device's page).
 */
function GpsProblemsInline({ device }: { device: Pick<GpsDevice, 'problems'> }) {
  const [first, ...more] = problemLabels(device, 'short');
  if (first === undefined) return null;
  if (more.length === 0) return <StatusBadge tone="caution">{first}</StatusBadge>;
  return (
    <>
      <span className={styles.problemsInline} aria-hidden="true">
        <StatusBadge tone="caution">{first}</StatusBadge>
        <span>{gpsMessage('gps.problem.more', { count: more.length })}</span>
      </span>
      <VisuallyHidden>{[first, ...more].join(', ')}</VisuallyHidden>
    </>
  );
}

/**
 * A page of GPS devices (doc 2 §3): GPS number, device, lease file, vehicle, last position, tags
 * and why it is flagged. A virtualized table on wide screens (the tags left to the device's page
 * where the screen is a laptop's), cards on narrow ones. A cell cut short shows its whole text on
 * keyboard focus or hover.
 */
export function GpsDeviceTable({
  devices,
  tags,
  deviceHref,
  onOpen,
  isLoading = false,
  empty = gpsMessage('gps.empty.body'),
}: GpsDeviceTableProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const narrow = width !== undefined && width < TABLE_MIN_WIDTH;
  const tagsOf = (device: GpsDevice) => device.tags.map((tag) => tagLabel(tag, tags)).join(', ');
  const open = (device: GpsDevice) => (
    <Link href={deviceHref(device)} aria-label={gpsMessage('gps.open', { gpsNo: device.gpsNo })}>
      {device.gpsNo}
    </Link>
  );

  return (
    <div ref={ref}>
      {width === undefined ? null : devices.length === 0 ? (
        <EmptyState title={gpsMessage('gps.empty.title')} description={empty} />
      ) : narrow ? (
        <ul
          className={listPage.cards}
          aria-label={gpsMessage('gps.list.label')}
          aria-busy={isLoading || undefined}
        >
          {devices.map((device) => (
            <li key={device.id} className={listPage.card}>
              <strong>{open(device)}</strong>
              <span>{device.name}</span>
              <span>
                {device.fileNo
                  ? `${labelled('gps.column.fileNo', device.fileNo)} · ${vehicleLabel(device)}`
                  : gpsMessage('gps.notLinked')}
              </span>
              <span className={listPage.cardDetail}>{labelled('gps.column.lastSeen', lastSeen(device))}</span>
              {device.tags.length > 0 ? (
                <span className={listPage.cardDetail}>{labelled('gps.column.tags', tagsOf(device))}</span>
              ) : null}
              <GpsProblems device={device} />
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          aria-label={gpsMessage('gps.list.label')}
          columns={columns(open, tagsOf).filter((column) => column.id !== 'tags' || width >= WIDE_MIN_WIDTH)}
          rows={devices}
          rowHeight={ROW_HEIGHT}
          height={`min(${(devices.length + 1) * ROW_HEIGHT + 2}px, 70vh)`}
          isLoading={isLoading}
          loadingLabel={gpsMessage('gps.list.loading')}
          onRowAction={(key) => {
            const device = devices.find((each) => each.id === key);
            if (device) onOpen(device);
          }}
        />
      )}
    </div>
  );
}

function columns(
  open: (device: GpsDevice) => ReactNode,
  tagsOf: (device: GpsDevice) => string,
): DataTableColumn<GpsDevice>[] {
  return [
    {
      id: 'gpsNo',
      header: gpsMessage('gps.column.gpsNo'),
      isRowHeader: true,
      width: 120,
      cell: open,
    },
    {
      id: 'name',
      header: gpsMessage('gps.column.name'),
      width: '1fr',
      minWidth: 110,
      cell: (device) => device.name,
    },
    {
      id: 'fileNo',
      header: gpsMessage('gps.column.fileNo'),
      width: 110,
      cell: (device) => device.fileNo ?? gpsMessage('gps.notLinked'),
    },
    {
      id: 'vehicle',
      header: gpsMessage('gps.column.vehicle'),
      width: '1.2fr',
      minWidth: 140,
      cell: (device) => vehicleLabel(device),
    },
    {
      id: 'lastSeen',
      header: gpsMessage('gps.column.lastSeen'),
      width: 205,
      cell: (device) => lastSeen(device),
    },
    {
      id: 'tags',
      header: gpsMessage('gps.column.tags'),
      width: '0.8fr',
      minWidth: 100,
      // The installation's own tag names, stored data shown as they are (not translated).
      cell: (device) => <span translate="no">{tagsOf(device)}</span>,
    },
    {
      id: 'problems',
      header: gpsMessage('gps.column.problems'),
      width: 200,
      cell: (device) => <GpsProblemsInline device={device} />,
      fullText: (device) => problemLabels(device, 'short').join(', '),
    },
  ];
}
