import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Banner,
  Button,
  calendarDay,
  Card,
  DatePicker,
  DescriptionList,
  Grid,
  Heading,
  LoadingDots,
  Stack,
  Switch,
  Text,
  TextField,
  snackbar,
} from '@sfi/ui';
import {
  activeLocale,
  buyoutAmounts,
  buyoutTotals,
  formatDateTime,
  formatFileSize,
  formatMoney,
  message,
  provinceLabel,
  taxLabel,
  type BuyoutQuote,
  fileMoneyMessage,
} from '@sfi/domain';
import { ApiError, isAbortError } from '@sfi/api-client';
import { useApiClient, useBuyoutQuote, useBuyoutQuoteMutations } from '@sfi/api-client/react';
import { saveDownload } from '../download.ts';
import { buyoutDraftOf, readBuyoutDraft, type BuyoutDraft } from './forms.ts';
import * as styles from './money.css.ts';

export interface BuyoutQuotePanelProps {
  fileNo: string;
}

/** The form's fields in order, each with its label's key. */
const fields: readonly (keyof BuyoutDraft)[] = ['quoteDate', 'goodUntil', ...buyoutAmounts];
const labelKey = (field: keyof BuyoutDraft) => `fileTool.buyout.${field}` as const;

/**
 * A file's buyout quote (doc 2 §1, §7, §8): its dates and amounts, edited as typed and saved
 * together; the PST exemption, set at once on the server; and the figures, computed live by the
 * domain's `buyoutTotals` from what is typed (the server computes the same on save); and the quote
 * as saved, downloaded as its PDF.
 */
export function BuyoutQuotePanel({ fileNo }: BuyoutQuotePanelProps) {
  const quote = useBuyoutQuote(fileNo);
  if (quote.error && !quote.data)
    return (
      <Alert
        tone="critical"
        title={message('files.error.load')}
        action={<Button onPress={() => void quote.mutate()}>{message('action.retry')}</Button>}
      />
    );
  if (!quote.data) return <LoadingDots label={message('app.loading')} />;
  return <BuyoutEditor fileNo={fileNo} loaded={quote.data} />;
}

function BuyoutEditor({ fileNo, loaded }: { fileNo: string; loaded: BuyoutQuote }) {
  const mutations = useBuyoutQuoteMutations();
  const [base, setBase] = useState(() => buyoutDraftOf(loaded));
  const [draft, setDraft] = useState(base);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [failure, setFailure] = useState<string>();
  const changed = fields.some((field) => draft[field] !== base[field]);
  // A quote never saved is drafted from the file: it is saved as it stands, changed or not.
  const neverSaved = loaded.savedAt === null;
  const dirty = changed || neverSaved;

  const read = readBuyoutDraft(draft);
  const totals =
    read.value && loaded.province ? buyoutTotals(read.value, loaded.province, loaded.pstExempt) : undefined;

  const change = (field: keyof BuyoutDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field]: _, ...rest }) => rest);
  };

  async function save() {
    setFailure(undefined);
    if (!read.value) {
      setErrors(read.errors);
      return;
    }
    setSaving(true);
    try {
      const saved = await mutations.save(fileNo, read.value);
      const next = buyoutDraftOf(saved);
      setBase(next);
      setDraft(next);
      setErrors({});
      snackbar.show({ message: fileMoneyMessage('fileTool.buyout.saved', { fileNo }), tone: 'success' });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setErrors(error.fieldErrors);
      else setFailure(message('files.error.buyoutSave'));
    } finally {
      setSaving(false);
    }
  }

  async function setExempt(exempt: boolean) {
    setToggling(true);
    try {
      await mutations.setPstExempt(fileNo, exempt);
      snackbar.show({
        message: fileMoneyMessage(exempt ? 'fileTool.buyout.exemptOn' : 'fileTool.buyout.exemptOff', {
          fileNo,
        }),
        tone: 'success',
      });
    } catch {
      snackbar.show({ message: message('error.tryAgain'), tone: 'error' });
    } finally {
      setToggling(false);
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <Stack gap="large">
      <Text tone="neutral">
        {fileMoneyMessage('fileTool.buyout.intro', {
          province: loaded.province ? provinceLabel(loaded.province) : '—',
        })}{' '}
        {loaded.savedAt && loaded.savedBy
          ? fileMoneyMessage('fileTool.buyout.savedBy', {
              name: loaded.savedBy,
              when: formatDateTime(loaded.savedAt),
            })
          : fileMoneyMessage('fileTool.buyout.draft')}
      </Text>
      {failure ? <Alert tone="critical" title={failure} /> : null}
      {errorCount > 0 ? (
        <Banner tone="critical">{message('fileTool.invalid', { count: errorCount })}</Banner>
      ) : null}
      <Grid columns={{ mobile: 1, desktop: 2 }} gap="large">
        <Card as="section" aria-labelledby="buyout-terms">
          <Stack gap="medium">
            <Heading level={2} id="buyout-terms">
              {message('fileTool.tab.buyout')}
            </Heading>
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <Grid minColumnWidth="12rem" gap="medium">
                {fields.map((field) =>
                  field === 'quoteDate' || field === 'goodUntil' ? (
                    <DatePicker
                      key={field}
                      name={field}
                      label={fileMoneyMessage(labelKey(field))}
                      value={calendarDay(draft[field])}
                      onChange={(day) => change(field, day ? day.toString() : '')}
                      calendarLabel={message('fileTool.field.calendar', {
                        label: fileMoneyMessage(labelKey(field)),
                      })}
                      isInvalid={field in errors}
                      errorMessage={errors[field]}
                    />
                  ) : (
                    <TextField
                      key={field}
                      name={field}
                      label={fileMoneyMessage(labelKey(field))}
                      inputMode="decimal"
                      value={draft[field]}
                      onChange={(value) => change(field, value)}
                      isInvalid={field in errors}
                      errorMessage={errors[field]}
                    />
                  ),
                )}
              </Grid>
              <div className={styles.actions}>
                <Text tone="neutral" aria-live="polite">
                  {saving
                    ? message('fileTool.saving')
                    : changed
                      ? message('fileTool.unsaved')
                      : neverSaved
                        ? fileMoneyMessage('fileTool.buyout.notSaved')
                        : message('fileTool.allSaved')}
                </Text>
                <Button type="submit" isDisabled={!dirty} isPending={saving}>
                  {fileMoneyMessage('fileTool.buyout.save')}
                </Button>
              </div>
            </form>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby="buyout-figures">
          <Stack gap="medium">
            <Heading level={2} id="buyout-figures">
              {fileMoneyMessage('fileTool.buyout.figures')}
            </Heading>
            <Stack gap="xsmall">
              <Switch
                isSelected={loaded.pstExempt}
                isDisabled={toggling}
                onChange={(exempt) => void setExempt(exempt)}
                aria-describedby="pst-exempt-help"
              >
                {fileMoneyMessage('fileTool.buyout.pstExempt')}
              </Switch>
              <Text tone="neutral" size="small" id="pst-exempt-help">
                {fileMoneyMessage('fileTool.buyout.pstExempt.help')}
              </Text>
            </Stack>
            <div>
              {!loaded.province ? (
                <Alert tone="caution">{fileMoneyMessage('fileTool.buyout.noProvince')}</Alert>
              ) : totals ? (
                <DescriptionList
                  items={[
                    {
                      term: fileMoneyMessage('fileTool.buyout.subtotal'),
                      description: formatMoney(totals.subtotal),
                    },
                    ...totals.taxes.map((tax) => ({
                      term: fileMoneyMessage('fileTool.buyout.tax', {
                        label: taxLabel(tax.label),
                        // 9.975 in English, 9,975 in French.
                        rate: new Intl.NumberFormat(activeLocale(), { maximumFractionDigits: 3 }).format(
                          Number(tax.rate),
                        ),
                      }),
                      description: formatMoney(tax.amount),
                    })),
                    {
                      term: <strong>{fileMoneyMessage('fileTool.buyout.total')}</strong>,
                      // An output is announced when it changes: the total as the amounts are typed.
                      description: (
                        <output data-testid="buyout-total">
                          <strong>{formatMoney(totals.total)}</strong>
                        </output>
                      ),
                    },
                  ]}
                />
              ) : (
                <Text tone="neutral">{fileMoneyMessage('fileTool.buyout.noTotals')}</Text>
              )}
            </div>
            <BuyoutPdfDownload fileNo={fileNo} unsaved={changed} busy={saving || toggling} />
          </Stack>
        </Card>
      </Grid>
    </Stack>
  );
}

/**
 * The quote as saved, downloaded as its PDF (`GET /buyout-quotes/{fileNo}/pdf`, named by the
 * server), with its progress. The PDF prints what the server holds, so while the form has unsaved
 * changes (or a save or the PST switch is under way) the button waits, saying why, rather than
 * print figures other than the ones on screen or save on the user's behalf. Leaving the tab
 * cancels a download under way; a failure says the spec's "Please try again".
 */
function BuyoutPdfDownload({ fileNo, unsaved, busy }: { fileNo: string; unsaved: boolean; busy: boolean }) {
  const api = useApiClient();
  const [received, setReceived] = useState<number>();
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    running.current = controller;
    setFailed(false);
    setReceived(0);
    try {
      const { name, blob } = await api.buyoutQuotes.pdf(fileNo, {
        signal: controller.signal,
        onProgress: setReceived,
      });
      saveDownload(blob, name);
      snackbar.show({ message: fileMoneyMessage('fileTool.buyout.pdf.done', { name }), tone: 'success' });
    } catch (error) {
      if (!controller.signal.aborted && !isAbortError(error)) setFailed(true);
    } finally {
      if (running.current === controller) running.current = undefined;
      setReceived(undefined);
    }
  }

  const downloading = received !== undefined;
  return (
    <Stack gap="small">
      {failed ? <Alert tone="critical" title={message('error.tryAgain')} /> : null}
      <div className={styles.actions}>
        <Text tone="neutral" size="small" role="status">
          {downloading
            ? received === 0
              ? fileMoneyMessage('fileTool.buyout.pdf.preparing')
              : fileMoneyMessage('fileTool.buyout.pdf.downloading', { size: formatFileSize(received) })
            : unsaved
              ? fileMoneyMessage('fileTool.buyout.pdf.unsaved')
              : null}
        </Text>
        <Button
          variant="secondary"
          isDisabled={unsaved || busy}
          isPending={downloading}
          pendingLabel={fileMoneyMessage('fileTool.buyout.pdf.preparing')}
          onPress={() => void download()}
        >
          {fileMoneyMessage('fileTool.buyout.pdf')}
        </Button>
      </div>
    </Stack>
  );
}
