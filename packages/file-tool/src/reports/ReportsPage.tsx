import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  DateRangePicker,
  Form,
  Heading,
  Inline,
  Radio,
  RadioGroup,
  Stack,
  Text,
  snackbar,
} from '@sfi/ui';
import {
  formatFileSize,
  message,
  reportDateTypeLabel,
  reportDateTypes,
  reportFailureKey,
  reportKindLabel,
  reportKinds,
  reportKindsByDateType,
  type ReportDateType,
  type ReportKind,
  reportMessage,
} from '@sfi/domain';
import { isAbortError, type ApiClient, type Download, type DownloadOptions } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import { saveDownload } from '../download.ts';

/** The call of each report, from the range's first and last days (`YYYY-MM-DD`). */
function reportCall(
  api: ApiClient,
  kind: ReportKind,
  dateType: ReportDateType,
  from: string,
  to: string,
  options: DownloadOptions,
): Promise<Download> {
  switch (kind) {
    case 'general':
      return api.reports.general({ startDate: from, endDate: to }, options);
    case 'offroad':
      return api.reports.offroad({ startDate: from, cutOffDate: to }, options);
    case 'maximizer':
      return api.reports.maximizer(dateType, { startdate: from, enddate: to }, options);
    case 'month-end':
      return api.reports.monthEnd(dateType, { startdate: from, enddate: to }, options);
  }
}

/** The range's first and last days, `YYYY-MM-DD`. */
type Range = { from: string; to: string } | null;

/**
 * The staff console's reports (spec doc 2 §1, §7): pick the report, the date type (for the
 * maximizer and month-end reports) and the days, then download it. The server makes the file as it
 * sends it, so the bytes received so far show while it comes; it can be cancelled. A failure says
 * the spec's words (doc 2 §8): the month-end one for the maximizer and month-end reports, the
 * generation one for the others.
 */
export function ReportsPage() {
  const api = useApiClient();
  const [kind, setKind] = useState<ReportKind>('general');
  const [dateType, setDateType] = useState<ReportDateType>('delivery-date');
  const [range, setRange] = useState<Range>(null);
  const [rangeMissing, setRangeMissing] = useState(false);
  const [received, setReceived] = useState<number>();
  const [failed, setFailed] = useState<ReportKind>();
  const running = useRef<AbortController>(undefined);
  // Leaving the page cancels a download under way.
  useEffect(() => () => running.current?.abort(), []);

  const byDateType = reportKindsByDateType.includes(kind);

  async function download() {
    if (!range) return setRangeMissing(true);
    const controller = new AbortController();
    running.current = controller;
    setFailed(undefined);
    setReceived(0);
    try {
      const { name, blob } = await reportCall(api, kind, dateType, range.from, range.to, {
        signal: controller.signal,
        onProgress: setReceived,
      });
      saveDownload(blob, name);
      snackbar.show({ message: reportMessage('reports.screen.done', { name }), tone: 'success' });
    } catch (error) {
      if (!controller.signal.aborted && !isAbortError(error)) setFailed(kind);
    } finally {
      if (running.current === controller) {
        running.current = undefined;
        setReceived(undefined);
      }
    }
  }

  function cancel() {
    running.current?.abort();
    running.current = undefined;
    setReceived(undefined);
  }

  const busy = received !== undefined;
  return (
    <Stack gap="large">
      <title>{`${reportMessage('reports.screen.title')} · ${message('app.name')}`}</title>
      <Stack gap="xsmall">
        <Heading level={1}>{reportMessage('reports.screen.title')}</Heading>
        <Text tone="neutral">{reportMessage('reports.screen.intro')}</Text>
      </Stack>
      {failed ? <Alert tone="critical" title={message(reportFailureKey(failed))} /> : null}
      <Form
        aria-label={reportMessage('reports.screen.title')}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Stack gap="large">
          <RadioGroup
            label={reportMessage('reports.screen.kind')}
            description={reportMessage(`reports.screen.kind.${kind}`)}
            value={kind}
            onChange={(next) => setKind(next as ReportKind)}
            isDisabled={busy}
          >
            {reportKinds.map((each) => (
              <Radio key={each} value={each}>
                {reportKindLabel(each)}
              </Radio>
            ))}
          </RadioGroup>
          {byDateType ? (
            <RadioGroup
              label={reportMessage('reports.screen.dateType')}
              value={dateType}
              onChange={(next) => setDateType(next as ReportDateType)}
              orientation="horizontal"
              isDisabled={busy}
            >
              {reportDateTypes.map((each) => (
                <Radio key={each} value={each}>
                  {reportDateTypeLabel(each)}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          <DateRangePicker
            label={reportMessage(kind === 'offroad' ? 'reports.screen.cutOff' : 'reports.screen.range')}
            onChange={(next) => {
              setRange(next && { from: next.start.toString(), to: next.end.toString() });
              setRangeMissing(false);
            }}
            calendarLabel={reportMessage('reports.screen.rangeCalendar')}
            isInvalid={rangeMissing}
            errorMessage={reportMessage('reports.screen.rangeRequired')}
            isDisabled={busy}
            isRequired
          />
          <Inline gap="small" alignY="center">
            <Button type="submit" isPending={busy} pendingLabel={reportMessage('reports.screen.preparing')}>
              {reportMessage('reports.screen.download')}
            </Button>
            {busy ? (
              <>
                <Text role="status" tone="neutral">
                  {received === 0
                    ? reportMessage('reports.screen.preparing')
                    : reportMessage('reports.screen.downloading', { size: formatFileSize(received) })}
                </Text>
                <Button variant="quiet" onPress={cancel}>
                  {message('action.cancel')}
                </Button>
              </>
            ) : null}
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}
