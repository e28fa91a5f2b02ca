import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  LoadingDots,
  Pagination,
  Radio,
  RadioGroup,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Text,
} from '@sfi/ui';
import {
  ALL,
  gpsFilterLabel,
  gpsFilters,
  gpsMessage,
  linkedGpsModes,
  message,
  type GpsDevice,
  type GpsFilter,
  type GpsListFilters,
  type LinkedGpsMode,
} from '@sfi/domain';
import { useGpsList, useGpsTags } from '@sfi/api-client/react';
import { useListSearch, usePageInRange, type ListChange, type ListState } from '../lists/useListSearch.ts';
import { GpsDeviceTable } from './GpsDeviceTable.tsx';
import * as styles from './GpsPage.css.ts';
import * as listPage from '../lists/ListPage.css.ts';
import { ListPageHeading } from '../lists/ListPageHeading.tsx';

/** Devices a page: the server pages, filters and searches, so the list stays quick at 100,000 devices. */
export const GPS_PAGE_SIZE = 50;

/** Where a device's detail is. */
export const gpsDevicePath = (id: string) => `/staff/gps/${encodeURIComponent(id)}`;

/** The list's filters in the address. */
const gpsListFilters = { filter: gpsFilters, mode: linkedGpsModes, tag: 'text' } as const;
type GpsAddress = typeof gpsListFilters;

/** The mode and the tag only stand with the linked devices. */
const mootFilters = (state: ListState<GpsAddress>): ListChange<GpsAddress> =>
  state.filter === 'linked' ? {} : { mode: 'all', tag: '' };

/**
 * The staff console's GPS devices (spec doc 2 §3, §4, §7, §9): every device, the linked ones or the
 * test ones; the linked list by tag, in its all or flagged mode (flagged: linked devices silent for
 * 48 hours, last seen outside Canada, or on a lease that ended, each with its reasons); searched by
 * GPS number, file number or device name. Filters, search and page live in the address; the server
 * pages, and the table is virtualized.
 */
export default function GpsPage() {
  const navigate = useNavigate();
  const address = useListSearch({ filters: gpsListFilters, moot: mootFilters });
  const { state } = address;
  const tags = useGpsTags();
  const linked = state.filter === 'linked';
  const filters: GpsListFilters = {
    filter: state.filter,
    ...(linked && { linkedMode: state.mode }),
    ...(linked && state.tag && { tag: state.tag }),
    search: state.search,
    skip: (state.page - 1) * GPS_PAGE_SIZE,
    limit: GPS_PAGE_SIZE,
  };
  const list = useGpsList(filters);

  const count = list.data?.count ?? 0;
  const pageCount = Math.ceil(count / GPS_PAGE_SIZE);
  usePageInRange(address, list.data && !list.isLoading ? pageCount : undefined);

  const flagged = linked && state.mode === 'flagged';
  const open = (device: GpsDevice) => navigate(gpsDevicePath(device.id));

  return (
    <div className={listPage.page}>
      <ListPageHeading title={gpsMessage('gps.title')} intro={gpsMessage('gps.intro')} />
      <div className={styles.toolbar}>
        <RadioGroup
          label={gpsMessage('gps.filter.label')}
          orientation="horizontal"
          value={state.filter}
          onChange={(value) => address.show({ filter: value as GpsFilter })}
        >
          {gpsFilters.map((filter) => (
            <Radio key={filter} value={filter}>
              {gpsFilterLabel(filter)}
            </Radio>
          ))}
        </RadioGroup>
        {linked ? (
          <>
            <RadioGroup
              label={gpsMessage('gps.linkedMode.label')}
              orientation="horizontal"
              value={state.mode}
              onChange={(value) => address.show({ mode: value as LinkedGpsMode })}
            >
              {linkedGpsModes.map((mode) => (
                <Radio key={mode} value={mode}>
                  {message(`gps.linkedMode.${mode}`)}
                </Radio>
              ))}
            </RadioGroup>
            <Select
              className={styles.tagSelect}
              label={gpsMessage('gps.tag.label')}
              selectedKey={state.tag || ALL}
              onSelectionChange={(key) =>
                address.show({ tag: key === ALL || key === null ? '' : String(key) })
              }
            >
              <SelectItem id={ALL}>{gpsMessage('gps.tag.any')}</SelectItem>
              {(tags.data ?? []).map((tag) => (
                <SelectItem key={tag.value} id={tag.value}>
                  {tag.label}
                </SelectItem>
              ))}
            </Select>
          </>
        ) : null}
        <SearchField
          className={styles.search}
          label={gpsMessage('gps.search.label')}
          description={gpsMessage('gps.search.description')}
          {...address.searchField}
        />
      </div>

      {list.error && !list.data ? (
        <Alert
          tone="critical"
          title={gpsMessage('gps.list.error')}
          action={<Button onPress={() => void list.mutate()}>{message('action.retry')}</Button>}
        >
          {list.error.message}
        </Alert>
      ) : !list.data ? (
        <LoadingDots label={gpsMessage('gps.list.loading')} />
      ) : (
        <Stack gap="small">
          <Text tone="neutral" aria-live="polite">
            {gpsMessage('gps.count', { count })}
          </Text>
          <GpsDeviceTable
            devices={list.data.data}
            tags={tags.data}
            deviceHref={(device) => gpsDevicePath(device.id)}
            onOpen={open}
            isLoading={list.isLoading}
            empty={flagged ? gpsMessage('gps.empty.flagged') : gpsMessage('gps.empty.body')}
          />
          {pageCount > 1 ? (
            <Pagination
              page={Math.min(state.page, pageCount)}
              pageCount={pageCount}
              onPageChange={(next) => address.show({ page: next })}
              label={gpsMessage('gps.pages.label')}
              previousLabel={gpsMessage('gps.pages.previous')}
              nextLabel={gpsMessage('gps.pages.next')}
              pageLabel={(number) => gpsMessage('gps.pages.page', { page: number })}
            />
          ) : null}
        </Stack>
      )}
    </div>
  );
}
