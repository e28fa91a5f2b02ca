import { useEffect, useRef, useState } from 'react';
import { Button, Text, saveDownload, snackbar } from '@sfi/ui';
import {
  activeLocale,
  message,
  quoteExportFileName,
  type LeaseQuoteListFilters,
  type QuoteExportFormat,
} from '@sfi/domain';
import { failureMessage, isAbortError } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import * as styles from './QuotesPage.css.ts';

/** A number of bytes as a person reads it, in the active language: 240 kB, 3.4 MB; 240 ko, 3,4 Mo. */
export function byteSize(bytes: number): string {
  const locale = activeLocale();
  return bytes < 1_000_000
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.ceil(bytes / 1000),
      )
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1_000_000,
      );
}

interface Running {
  format: QuoteExportFormat;
  received: number;
}

export interface QuoteExportProps {
  /** The list's filters and search: the export holds every quote they match, on every page. */
  filters: LeaseQuoteListFilters;
}

/**
 * Exports the filtered list as CSV or Excel: the server streams every matching quote (no row cap);
 * the bytes received so far show while it comes, it can be cancelled (silently, doc 1 §8), and the
 * file is then downloaded.
 */
export function QuoteExport({ filters }: QuoteExportProps) {
  const api = useApiClient();
  const [running, setRunning] = useState<Running>();
  /** The export under way, to cancel. */
  const current = useRef<AbortController>(undefined);
  // Leaving the list cancels an export under way.
  useEffect(() => () => current.current?.abort(), []);

  /** Holds the export buttons: the focus goes back to one when its export is cancelled. */
  const area = useRef<HTMLDivElement>(null);

  function cancel() {
    current.current?.abort();
    current.current = undefined;
    if (running) area.current?.querySelector<HTMLElement>(`[data-format="${running.format}"]`)?.focus();
    setRunning(undefined);
  }

  async function start(format: QuoteExportFormat) {
    const controller = new AbortController();
    current.current = controller;
    setRunning({ format, received: 0 });
    try {
      const file = await api.leaseQuotes.export(filters, format, {
        signal: controller.signal,
        onProgress: (received) => setRunning((now) => now && { ...now, received }),
      });
      if (controller.signal.aborted) return;
      const name = quoteExportFileName(format);
      saveDownload(file, name);
      snackbar.show({ message: message('quotes.export.done', { file: name }), tone: 'success' });
    } catch (failure) {
      if (!controller.signal.aborted && !isAbortError(failure))
        snackbar.show({ message: failureMessage(failure, 'error.ourEnd'), tone: 'error' });
    } finally {
      if (current.current === controller) {
        current.current = undefined;
        setRunning(undefined);
      }
    }
  }

  return (
    <div ref={area} className={styles.exporting}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          data-format={format}
          size="small"
          variant="secondary"
          isPending={running?.format === format}
          isDisabled={running !== undefined && running.format !== format}
          pendingLabel={message('app.loading')}
          onPress={() => start(format)}
        >
          {message(`quotes.export.${format}`)}
        </Button>
      ))}
      {running ? (
        <>
          <Text role="status" size="small" tone="secondary">
            {message('quotes.export.running', { size: byteSize(running.received) })}
          </Text>
          <Button size="small" variant="quiet" onPress={cancel}>
            {message('quotes.export.cancel')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
