import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { parseDate } from '@internationalized/date';
import {
  Alert,
  Button,
  DataTable,
  DateRangePicker,
  Form,
  Heading,
  Inline,
  Pagination,
  SearchField,
  Select,
  SelectItem,
  Stack,
  Text,
  useElementWidth,
  type DataTableColumn,
} from '@sfi/ui';
import {
  FILE_SEARCH_PAGE_SIZE,
  FileSearchQuerySchema,
  describeValidationError,
  fileSearchPaths,
  fileSearchTypeLabel,
  formatDate,
  message,
  type FileSearchPath,
  type FileSearchResult,
} from '@sfi/domain';
import { ApiError, formFailure } from '@sfi/api-client';
import {
  useFileSearch,
  useFilesByDeliveryDate,
  useLeaseFileMutations,
  useSignedInViewer,
} from '@sfi/api-client/react';
import { FileNoDialog } from '../file/FileNoDialog.tsx';
import type { FilePaths } from '../paths.ts';
import { readSearchView, searchViewParams, type FileSearchView } from './searchView.ts';

/** Below this width the results show their three main columns only (phones). */
const MEDIUM_MIN_WIDTH = 700;
/** From this width on the results show every column; below it, the plate and the dealership are in the file. */
const WIDE_MIN_WIDTH = 1240;

export interface FileSearchPageProps {
  /** Where the app serves the file screens. */
  paths: FilePaths;
}

/**
 * The results' columns, a few wide ones for the width: the file number, the customer and the
 * vehicle on a phone; with the VIN, whole, and the delivery date from a tablet or a laptop (a staff
 * screen of 1280 px beside its menu); with the plate and the originating dealership on a wide
 * screen. What a column leaves out is in the file the row opens, and a cell cut short shows its
 * whole text on keyboard focus or hover. Built when shown, in the words of the active language.
 */
const columns = (): DataTableColumn<FileSearchResult>[] => [
  {
    id: 'fileNo',
    header: message('fileTool.fileNo.label'),
    cell: (file) => file.fileNo,
    isRowHeader: true,
    width: 150,
  },
  {
    id: 'customer',
    header: message('fileTool.search.customer'),
    cell: (file) => file.customerName,
    width: '1fr',
    minWidth: 110,
  },
  {
    id: 'vehicle',
    header: message('fileTool.search.vehicle'),
    cell: (file) => file.vehicleInfo,
    width: '1.2fr',
    minWidth: 110,
  },
  // 17 characters, never cut: an identifier cut short is no identifier.
  { id: 'vin', header: message('files.search.type.vin'), cell: (file) => file.vinNo, width: 200 },
  {
    id: 'delivery',
    header: message('fileTool.search.range'),
    cell: (file) => formatDate(file.deliveryDate),
    width: 170,
  },
  {
    id: 'plate',
    header: message('files.search.type.plate-number'),
    cell: (file) => file.plateNo,
    width: 150,
  },
  {
    id: 'dealership',
    header: message('files.search.type.originated-dealership'),
    cell: (file) => file.originatedDealership,
    width: '1fr',
    minWidth: 140,
  },
];
const phoneColumns = new Set(['fileNo', 'customer', 'vehicle']);
const mediumColumns = new Set([...phoneColumns, 'vin', 'delivery']);

/** The columns that fit a table `width` px wide (all of them until it is measured). */
function columnsFor(width: number | undefined): DataTableColumn<FileSearchResult>[] {
  const all = columns();
  if (width === undefined || width >= WIDE_MIN_WIDTH) return all;
  if (width >= MEDIUM_MIN_WIDTH) return all.filter((column) => mediumColumns.has(column.id));
  // A phone: the file number narrower, so the customer and the vehicle keep some room.
  return all
    .filter((column) => phoneColumns.has(column.id))
    .map((column) => (column.id === 'fileNo' ? { ...column, width: 110 } : column));
}

/**
 * The file search (doc 2 §3, §7, §8): one box with the way to search (the 11 ways, or everything
 * at once, ranked), or a delivery-date range; the results a page at a time in a virtualized table,
 * each opening its file. What is searched lives in the address. Staff (the signed-in user of the
 * app's `ViewerProvider`) also create files here; a file-tool dealer finds their dealership's.
 */
export function FileSearchPage({ paths }: FileSearchPageProps) {
  const { audience } = useSignedInViewer('FileSearchPage');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readSearchView(params);
  const show = (next: FileSearchView) => setParams(searchViewParams(next));
  const paging = { page: view.page - 1 };
  const byText = view.q !== '';
  const byRange = view.from !== '' && view.to !== '';
  // Each hook asks nothing while its search is not the one shown (an empty query, no range).
  const text = useFileSearch(view.by, view.q, paging);
  const range = useFilesByDeliveryDate(byRange ? { startDate: view.from, endDate: view.to } : null, paging);
  const results = byText ? text : byRange ? range : undefined;

  const [query, setQuery] = useState(view.q);
  const [by, setBy] = useState<FileSearchPath>(view.by);
  const [queryError, setQueryError] = useState<string>();
  const [dates, setDates] = useState(
    byRange ? { start: parseDate(view.from), end: parseDate(view.to) } : null,
  );
  // Another search in the address (back, forward, a link): the boxes show what it searches.
  const searched = [view.by, view.q, view.from, view.to].join('\n');
  const [boxesShow, setBoxesShow] = useState(searched);
  if (boxesShow !== searched) {
    setBoxesShow(searched);
    setQuery(view.q);
    setBy(view.by);
    setQueryError(undefined);
    setDates(byRange ? { start: parseDate(view.from), end: parseDate(view.to) } : null);
  }
  const [creating, setCreating] = useState(false);
  const files = useLeaseFileMutations();
  const [tableRef, width] = useElementWidth<HTMLDivElement>();

  function search() {
    const checked = FileSearchQuerySchema.safeParse(query);
    if (!checked.success) return setQueryError(describeValidationError(checked.error).fieldErrors['_']);
    setQueryError(undefined);
    show({ by, q: checked.data, from: '', to: '', page: 1 });
  }

  const data = results?.data;
  // A range the server refuses (an end before its start, typed in the address) is said on the
  // range's field, in the catalogue's words; Try again only where it can succeed.
  const failure =
    results?.error && !data
      ? formFailure(results.error, byRange ? ['startDate', 'endDate'] : [], message('error.ourEnd'))
      : undefined;
  const rangeError = failure?.fields.startDate ?? failure?.fields.endDate;
  const pageCount = data ? Math.ceil(data.total / FILE_SEARCH_PAGE_SIZE) : 0;
  return (
    <Stack gap="large">
      <title>{`${message('fileTool.files.title')} · ${message('app.name')}`}</title>
      <Inline gap="medium" align="spaceBetween" alignY="end">
        <Stack gap="small">
          <Heading level={1}>{message('fileTool.files.title')}</Heading>
          <Text tone="neutral">{message(`fileTool.search.intro.${audience}`)}</Text>
        </Stack>
        {audience === 'staff' ? (
          <Button onPress={() => setCreating(true)}>{message('fileTool.new')}</Button>
        ) : null}
      </Inline>

      <Form
        role="search"
        aria-label={message('fileTool.search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Inline gap="small" alignY="end">
          <Select
            label={message('fileTool.search.by')}
            selectedKey={by}
            onSelectionChange={(key) => setBy(key as FileSearchPath)}
          >
            {fileSearchPaths.map((path) => (
              <SelectItem key={path} id={path}>
                {fileSearchTypeLabel(path)}
              </SelectItem>
            ))}
          </Select>
          <SearchField
            label={message('fileTool.search.label')}
            value={query}
            onChange={(next) => {
              setQuery(next);
              setQueryError(undefined);
            }}
            isInvalid={queryError !== undefined}
            errorMessage={queryError}
          />
          <Button type="submit">{message('fileTool.search.button')}</Button>
        </Inline>
      </Form>

      <Form
        aria-label={message('fileTool.search.range')}
        onSubmit={(event) => {
          event.preventDefault();
          if (dates)
            show({ by: view.by, q: '', from: dates.start.toString(), to: dates.end.toString(), page: 1 });
        }}
      >
        <Inline gap="small" alignY="end">
          <DateRangePicker
            label={message('fileTool.search.range')}
            value={dates}
            onChange={setDates}
            isInvalid={rangeError !== undefined}
            errorMessage={rangeError}
            calendarLabel={message('fileTool.search.rangeCalendar')}
          />
          <Button type="submit" variant="secondary" isDisabled={!dates}>
            {message('fileTool.search.rangeButton')}
          </Button>
        </Inline>
      </Form>

      <div ref={tableRef}>
        {!results ? (
          <Text tone="neutral">{message('fileTool.search.prompt')}</Text>
        ) : failure ? (
          failure.form ? (
            <Alert
              tone="critical"
              title={failure.form}
              action={
                failure.retry && (
                  <Button onPress={() => void results.mutate()}>{message('action.retry')}</Button>
                )
              }
            />
          ) : null
        ) : (
          <Stack gap="small">
            {data ? (
              <Text tone="neutral" aria-live="polite">
                {message(data.capped ? 'fileTool.search.countCapped' : 'fileTool.search.count', {
                  count: data.total,
                })}
              </Text>
            ) : null}
            <DataTable
              aria-label={message('fileTool.search.results')}
              columns={columnsFor(width)}
              rows={data?.files ?? []}
              getRowId={(file) => file.fileNo}
              isLoading={results.isLoading}
              loadingLabel={message('app.loading')}
              emptyState={
                byRange
                  ? message('files.search.noResultsInRange')
                  : message('files.search.noResults', { query: view.q })
              }
              onRowAction={(key) => navigate(paths.file(String(key)))}
              height={Math.min(12, Math.max(data?.files.length ?? 0, 3)) * 44 + 48}
            />
            {pageCount > 1 ? (
              <Pagination
                page={view.page}
                pageCount={pageCount}
                onPageChange={(next) => show({ ...view, page: next })}
                label={message('fileTool.search.pages')}
              />
            ) : null}
          </Stack>
        )}
      </div>

      {creating ? (
        <FileNoDialog
          title={message('fileTool.new')}
          submitLabel={message('fileTool.new.create')}
          onClose={() => setCreating(false)}
          onSubmit={async (fileNo) => {
            try {
              const created = await files.create({ fileNo });
              setCreating(false);
              navigate(paths.file(created.fileNo));
              return undefined;
            } catch (error) {
              if (error instanceof ApiError && error.status === 409) return message('files.fileNo.exists');
              if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
                return Object.values(error.fieldErrors)[0];
              throw new Error(message('files.error.create'), { cause: error });
            }
          }}
        />
      ) : null}
    </Stack>
  );
}

export default FileSearchPage;
