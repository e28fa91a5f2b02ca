import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  Heading,
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
import { GpsDeviceTable } from './GpsDeviceTable.tsx';
import * as styles from './GpsPage.css.ts';

/** Devices a page: the server pages, filters and searches, so the list stays quick at 100,000 devices. */
export const GPS_PAGE_SIZE = 50;
/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;

/** Where a device's detail is. */
export const gpsDevicePath = (id: string) => `/staff/gps/${encodeURIComponent(id)}`;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** What the address says the list shows. */
function listState(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return {
    filter: oneOf(gpsFilters, params.get('filter'), 'all'),
    mode: oneOf(linkedGpsModes, params.get('mode'), 'all'),
    tag: params.get('tag') ?? '',
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}
type ListState = ReturnType<typeof listState>;

/**
 * The staff console's GPS devices (spec doc 2 §3, §4, §7, §9): every device, the linked ones or the
 * test ones; the linked list by tag, in its all or flagged mode (flagged: linked devices silent for
 * 48 hours, last seen outside Canada, or on a lease that ended, each with its reasons); searched by
 * GPS number, file number or device name. Filters, search and page live in the address; the server
 * pages, and the table is virtualized.
 */
export default function GpsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = listState(params);
  const [draft, setDraft] = useState(state.search);
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

  const show = (next: Partial<ListState>, replace = false) => {
    const merged = { ...state, page: 1, ...next };
    const to = new URLSearchParams();
    if (merged.filter !== 'all') to.set('filter', merged.filter);
    if (merged.filter === 'linked' && merged.mode !== 'all') to.set('mode', merged.mode);
    if (merged.filter === 'linked' && merged.tag) to.set('tag', merged.tag);
    if (merged.search) to.set('q', merged.search);
    if (merged.page > 1) to.set('page', String(merged.page));
    setParams(to, { replace });
  };

  // The search follows typing once it pauses; the address's search wins when it changes elsewhere.
  useEffect(() => setDraft(state.search), [state.search]);
  useEffect(() => {
    if (draft.trim() === state.search) return;
    const timer = setTimeout(() => show({ search: draft.trim() }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `show` reads the current address; only typing restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const count = list.data?.count ?? 0;
  const pageCount = Math.ceil(count / GPS_PAGE_SIZE);
  // A page past the last (the list got shorter) shows the last page.
  useEffect(() => {
    if (list.data && !list.isLoading && state.page > 1 && state.page > pageCount)
      show({ page: Math.max(pageCount, 1) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, state.page, pageCount]);

  const flagged = linked && state.mode === 'flagged';
  const open = (device: GpsDevice) => navigate(gpsDevicePath(device.id));

  return (
    <div className={styles.page}>
      <title>{`${gpsMessage('gps.title')} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{gpsMessage('gps.title')}</Heading>
        <Text tone="neutral">{gpsMessage('gps.intro')}</Text>
      </Stack>
      <div className={styles.toolbar}>
        <RadioGroup
          label={gpsMessage('gps.filter.label')}
          orientation="horizontal"
          value={state.filter}
          onChange={(value) => show({ filter: value as GpsFilter })}
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
              onChange={(value) => show({ mode: value as LinkedGpsMode })}
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
              onSelectionChange={(key) => show({ tag: key === ALL || key === null ? '' : String(key) })}
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
          value={draft}
          onChange={setDraft}
          onSubmit={(value) => show({ search: value.trim() })}
          onClear={() => show({ search: '' })}
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
              onPageChange={(next) => show({ page: next })}
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
