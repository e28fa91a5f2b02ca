import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Banner,
  Breadcrumbs,
  Button,
  Card,
  DescriptionList,
  Dialog,
  EmptyState,
  Form,
  Heading,
  Inline,
  Link,
  LoadingDots,
  Menu,
  MenuItem,
  MenuTrigger,
  Select,
  SelectItem,
  StatusBadge,
  Stack,
  Text,
  TextField,
  snackbar,
  useConfirm,
  type DescriptionListItem,
} from '@sfi/ui';
import {
  addableRevisionTypesByMode,
  addRevisionLabel,
  message,
  provinceLabel,
  quoteActionText,
  quoteDeleteLock,
  quoteStatusAction,
  quoteStatusLabel,
  quoteStatusSteps,
  quoteStatusTone,
  revisionNumberOf,
  revisionStateLabel,
  type LeaseQuote,
  type QuoteStatus,
  type RevisionType,
} from '@sfi/domain';
import { ApiError, failureMessage } from '@sfi/api-client';
import { useLeaseQuoteMutations, useQuoteDealers, useQuoteRoom } from '@sfi/api-client/react';
import { ProvinceSelect } from '../forms/ProvinceSelect.tsx';
import { CompareRevisions } from '../editor/CompareRevisions.tsx';
import { QuoteMessages, WorkingUsers } from '../editor/QuoteMessages.tsx';
import { QuoteTimeline } from '../editor/QuoteTimeline.tsx';
import { RevisionList } from '../editor/RevisionList.tsx';
import { RevisionPanel, revisedQuoteAnswer } from '../editor/RevisionPanel.tsx';
import { useQuoteEditor, type QuoteEditor } from '../editor/useQuoteEditor.ts';
import { VehicleForm } from '../editor/VehicleForm.tsx';
import * as editorStyles from '../editor/editor.css.ts';
import { LoadFailure } from './LoadFailure.tsx';
import type { QuotePaths } from './paths.ts';
import { quoteDate, quoteReference, quoteTitle, shortQuoteId, vehicleName } from './quoteText.ts';
import * as styles from './QuotePage.css.ts';

/**
 * Why the quote's vehicle and details can no longer change, and how to change them (`termsLock`):
 * a revised quote shared with the user is theirs to accept or send back; otherwise revert the
 * revision that locks them, where its steps offer that to this user, or ask an admin.
 */
function lockReason(editor: QuoteEditor): string | undefined {
  const { detailsLock, quote } = editor;
  if (detailsLock.editable || !quote) return undefined;
  for (const shared of quote.quoteData) {
    const answer = revisedQuoteAnswer(editor.stepsFor(shared).changes);
    if (answer)
      return message('quote.lock.details.answer', {
        number: revisionNumberOf(quote.quoteData, shared),
        ...answer,
      });
  }
  const { revision } = detailsLock;
  const full = quote.quoteData.find((each) => each.revisionId === revision.revisionId);
  const revert =
    full !== undefined && editor.stepsFor(full).changes.some((change) => change.revisionState === 'DRAFT');
  return message(revert ? 'quote.lock.details.revert' : 'quote.lock.details.admin', {
    number: revisionNumberOf(quote.quoteData, revision),
    state: revisionStateLabel(revision.revisionType, revision.revisionState),
  });
}

/**
 * The quote's own details while it is a draft: its quote dealer (whose province it takes unless
 * another is chosen), province and customer, saved with the rest as they change.
 */
function DetailsForm({ editor }: { editor: QuoteEditor }) {
  const { data: dealers } = useQuoteDealers();
  const details = editor.draft!.details;
  const options = [...(dealers ?? [])];
  if (details.dealer && !options.some((dealer) => dealer.id === details.dealer!.id))
    options.push(details.dealer);
  const text = (field: 'firstName' | 'lastName' | 'companyName') => ({
    name: `customer.${field}`,
    value: details[field],
    onChange: (value: string) => editor.editDetails(field, value),
    label: message(`quotes.customer.${field}.label`),
    autoComplete: 'off',
  });
  return (
    <Form validationBehavior="aria" onSubmit={(event) => event.preventDefault()}>
      <div className={editorStyles.fields}>
        <Select
          name="dealer"
          label={message('quotes.new.dealer')}
          placeholder={message('quotes.dealer.placeholder')}
          items={options}
          selectedKey={details.dealer?.id ?? null}
          onSelectionChange={(key) => editor.editDealer(options.find((dealer) => dealer.id === key) ?? null)}
        >
          {(dealer) => <SelectItem id={dealer.id}>{dealer.name}</SelectItem>}
        </Select>
        <ProvinceSelect
          name="province"
          label={message('quoteDealer.province.label')}
          placeholder={message('quoteDealer.province.placeholder')}
          value={details.province}
          onChange={(province) => editor.editDetails('province', province)}
        />
        <TextField {...text('firstName')} />
        <TextField {...text('lastName')} />
        <TextField {...text('companyName')} />
      </div>
    </Form>
  );
}

/**
 * The quote's own details: its dealer, customer, province, preparer and dates; the first three as a
 * form while the quote is a draft. (The vehicle is its form's; the revisions, theirs.)
 */
function QuoteDetails({ quote, editor }: { quote: LeaseQuote; editor: QuoteEditor }) {
  const { customer } = quote;
  const editable = editor.detailsLock.editable;
  const customerName = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const items: DescriptionListItem[] = [
    ...(editable
      ? []
      : [
          {
            term: message('quotes.filter.dealer.label'),
            description: quote.dealer?.name ?? message('quotes.dealer.none'),
          },
          {
            term: message('quotes.new.customer'),
            description: customerName || message('quote.customer.none'),
          },
          ...(customer?.companyName
            ? [{ term: message('quotes.customer.companyName.label'), description: customer.companyName }]
            : []),
          ...(quote.province
            ? [{ term: message('quotes.filter.province.label'), description: provinceLabel(quote.province) }]
            : []),
        ]),
    ...(quote.preparedBy
      ? [{ term: message('quotes.filter.preparedBy.label'), description: quote.preparedBy }]
      : []),
    { term: message('quotes.export.column.createdAt'), description: quoteDate(quote.createdAt) },
    { term: message('quotes.column.updated'), description: quoteDate(quote.updatedAt ?? quote.createdAt) },
  ];
  return (
    <Card as="section" aria-labelledby="quote-details" padding="large">
      <Stack gap="medium">
        <Heading level={2} id="quote-details">
          {message('quote.details')}
        </Heading>
        {editable ? <DetailsForm editor={editor} /> : null}
        <DescriptionList items={items} />
      </Stack>
    </Card>
  );
}

/**
 * Where the quote's saves stand (doc 1 §4): saving, saved, waiting, offline (kept, saved when the
 * connection returns), refused ("Error updating quote" with the server's reason) or not saved
 * because a field is in error. Announced politely as it changes.
 */
function SaveState({ editor }: { editor: QuoteEditor }) {
  const { saves, unsaved, invalid } = editor;
  const text = saves.saving
    ? message('quote.save.saving')
    : invalid && unsaved
      ? message('quote.save.invalid')
      : unsaved
        ? message('quote.save.pending')
        : message('quote.save.saved');
  return (
    <Stack gap="small">
      {saves.offline ? (
        <Banner tone="caution">
          {message(saves.unavailable ? 'quote.save.unavailable' : 'quote.save.offline')}
        </Banner>
      ) : null}
      {editor.saveFailure ? (
        <Alert tone="critical" title={message('quote.error.update')}>
          {editor.saveFailure}
        </Alert>
      ) : null}
      <div className={editorStyles.saveState}>
        <Text size="small" tone="secondary" role="status" aria-live="polite">
          {text}
        </Text>
        {unsaved && !saves.saving ? (
          <Button size="small" variant="secondary" onPress={() => void editor.saveNow()}>
            {message('quote.save.now')}
          </Button>
        ) : null}
        {saves.saving ? (
          <Button size="small" variant="quiet" onPress={editor.abortSave}>
            {message('quote.save.cancel')}
          </Button>
        ) : null}
      </div>
    </Stack>
  );
}

/** Someone else saved while the user had unsaved changes: keep theirs or the user's, never silently. */
function ConflictDialog({ editor }: { editor: QuoteEditor }) {
  const { conflict } = editor;
  return (
    <Dialog
      title={message('quote.conflict.title')}
      isOpen={conflict !== undefined}
      isDismissable={false}
      hideCloseButton
      size="small"
    >
      <Stack gap="large">
        <Text>{message('quote.conflict.message', { name: conflict?.by ?? '' })}</Text>
        <Inline gap="small" align="end">
          <Button variant="secondary" onPress={() => void editor.takeTheirs()}>
            {message('quote.conflict.takeTheirs')}
          </Button>
          <Button onPress={() => void editor.keepMine()}>{message('quote.conflict.keepMine')}</Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}

/** The quote's revisions: their order (reorderable), adding one, and the one shown. */
function Revisions({ editor }: { editor: QuoteEditor }) {
  const [adding, setAdding] = useState(false);
  const quote = editor.quote!;
  const selected = quote.quoteData.findIndex((revision) => revision.revisionId === editor.selectedId);
  const revision = quote.quoteData[selected];

  async function add(revisionType: RevisionType) {
    setAdding(true);
    try {
      const next = await editor.addRevision({ revisionType });
      const added = next.quoteData.at(-1);
      snackbar.show({
        message: message('quote.revision.added', {
          number: added ? revisionNumberOf(next.quoteData, added) : next.quoteData.length,
        }),
        tone: 'success',
      });
    } catch (error) {
      snackbar.show({ message: failureMessage(error, 'error.ourEnd'), tone: 'error' });
    } finally {
      setAdding(false);
    }
  }

  return (
    <section aria-labelledby="quote-revisions">
      <Stack gap="medium">
        <Inline gap="small" align="spaceBetween" alignY="center">
          <Heading level={2} id="quote-revisions">
            {message('quote.revisions')}
          </Heading>
          <MenuTrigger>
            <Button variant="secondary" isPending={adding}>
              {message('quote.revision.add')}
            </Button>
            <Menu onAction={(type) => void add(type as RevisionType)}>
              {addableRevisionTypesByMode[editor.mode].map((type) => (
                <MenuItem key={type} id={type}>
                  {addRevisionLabel(type)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        </Inline>
        {quote.quoteData.length === 0 ? (
          <Text tone="secondary">{message('quote.revisions.none')}</Text>
        ) : (
          <div className={editorStyles.revisionsLayout}>
            <Stack gap="small">
              <Text id="quote-revision-order" size="small" weight="bold">
                {message('quote.revision.order')}
              </Text>
              <RevisionList editor={editor} labelledBy="quote-revision-order" />
            </Stack>
            {revision ? (
              <RevisionPanel
                key={revision.revisionId}
                editor={editor}
                revision={revision}
                number={revisionNumberOf(quote.quoteData, revision)}
              />
            ) : null}
          </div>
        )}
      </Stack>
    </section>
  );
}

/**
 * The header-status changes open to the user (doc 1 §4, `quoteStatusSteps`): staff mark an
 * all-approved quote Completed, or a Completed one Approved again, each asking first and saying
 * the notice after.
 */
function QuoteStatusActions({ editor }: { editor: QuoteEditor }) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<QuoteStatus>();
  const quote = editor.quote!;
  const steps = quoteStatusSteps(editor.mode, quote.status);
  if (steps.length === 0) return null;

  async function change(status: QuoteStatus) {
    const text = quoteActionText(quoteStatusAction(status));
    if (
      text.confirmation &&
      !(await confirm({
        title: text.label,
        message: text.confirmation,
        confirmLabel: text.label,
        cancelLabel: message('action.cancel'),
      }))
    )
      return;
    setBusy(status);
    try {
      await editor.changeStatus(status);
      if (text.notice) snackbar.show({ message: text.notice, tone: 'success' });
    } catch (error) {
      snackbar.show({ message: failureMessage(error, 'error.ourEnd'), tone: 'error' });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Inline gap="small" role="group" aria-label={message('quote.status.actions')}>
      {steps.map((status) => (
        <Button
          key={status}
          variant={status === 'TRANSFERRED' ? 'primary' : 'secondary'}
          isPending={busy === status}
          isDisabled={busy !== undefined && busy !== status}
          onPress={() => void change(status)}
        >
          {quoteActionText(quoteStatusAction(status)).label}
        </Button>
      ))}
    </Inline>
  );
}

export interface QuotePageProps {
  /** Where the app serves the quote screens: deleting goes back to `paths.list`. */
  paths: QuotePaths;
}

/**
 * The quote editor (doc 1 §2–§8), for dealers and staff alike: the quote's status, vehicle and
 * details; its vehicle form and revisions, each with its terms, monthly payment and the workflow's
 * next steps; saved as the user types, through the save queue. Deleting the quote asks first, then
 * goes back to the list. Routed at a path with an `:id`; a quote that does not exist, or another
 * dealership's, says so with a link back.
 */
export function QuotePage({ paths }: QuotePageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { remove } = useLeaseQuoteMutations();
  const editor = useQuoteEditor(id);
  const { quote, draft } = editor;
  const { error, isLoading, isValidating, mutate } = editor.read;
  const [removing, setRemoving] = useState(false);
  const room = useQuoteRoom(id, {
    onRefresh: (event) =>
      editor.refreshed(event, (by) =>
        snackbar.show({ message: message('quote.refresh.changedBy', { name: by }), tone: 'success' }),
      ),
  });

  async function deleteQuote(shown: LeaseQuote) {
    const reference = quoteReference(shown);
    // Staff deleting a quote past draft are told its state first (a dealer is not offered it).
    const locking = quoteDeleteLock('DEALER', shown.quoteData);
    const yes = await confirm({
      title: message('quote.delete.title', { quote: reference }),
      message: locking
        ? message('quote.delete.questionSubmitted', {
            state: revisionStateLabel(locking.revisionType, locking.revisionState),
          })
        : message('quote.delete.question'),
      confirmLabel: message('quote.delete'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    setRemoving(true);
    try {
      await remove(shown.id);
      snackbar.show({ message: message('quote.deleted', { quote: reference }), tone: 'success' });
      navigate(paths.list);
    } catch (failure) {
      setRemoving(false);
      snackbar.show({ message: failureMessage(failure, 'error.ourEnd'), tone: 'error' });
    }
  }

  const crumbs = (current: string) => (
    <Breadcrumbs items={[{ href: paths.list, label: message('quotes.title') }, { label: current }]} />
  );

  // While it is being deleted, the quote stays on screen (its read after the delete answers 404);
  // a read again that failed otherwise (offline) keeps the editor and what was typed on screen.
  const gone = error instanceof ApiError && error.status === 404;
  if (quote && draft && (removing || !gone)) {
    const title = quoteTitle(quote);
    return (
      <div className={editorStyles.page}>
        <title>{`${title} · ${message('quotes.title')} · ${message('app.name')}`}</title>
        {crumbs(title)}
        <Inline gap="medium" align="spaceBetween" alignY="end">
          <Stack gap="small">
            <Heading level={1}>{title}</Heading>
            <Inline gap="small">
              <StatusBadge tone={quoteStatusTone(quote.status)}>{quoteStatusLabel(quote.status)}</StatusBadge>
              <Text size="small" tone="secondary">
                {vehicleName(quote.vehicle)}
                {quote.dealer ? ` · ${quote.dealer.name}` : ''}
              </Text>
            </Inline>
            <Text size="small" tone="secondary">
              {message('quote.header.dates', {
                created: quoteDate(quote.createdAt),
                updated: quoteDate(quote.updatedAt ?? quote.createdAt),
              })}
            </Text>
            <WorkingUsers users={room.workingUsers} viewerId={editor.viewer?.id} />
          </Stack>
          <Inline gap="small" alignY="center">
            <QuoteStatusActions editor={editor} />
            {quoteDeleteLock(editor.mode, quote.quoteData) ? null : (
              <Button variant="danger" isPending={removing} onPress={() => deleteQuote(quote)}>
                {message('quote.delete')}
              </Button>
            )}
          </Inline>
        </Inline>
        <SaveState editor={editor} />
        <div className={styles.details}>
          <Card as="section" aria-labelledby="quote-vehicle" padding="large">
            <Stack gap="medium">
              <Heading level={2} id="quote-vehicle">
                {message('quotes.new.vehicle')}
              </Heading>
              {lockReason(editor) ? <Alert tone="neutral">{lockReason(editor)}</Alert> : null}
              <VehicleForm
                values={draft.vehicle}
                errors={editor.errors.vehicle}
                onChange={editor.editVehicle}
                onInputError={editor.refuseVehicleInput}
                isDisabled={!editor.detailsLock.editable}
              />
            </Stack>
          </Card>
          <QuoteDetails quote={quote} editor={editor} />
        </div>
        <Revisions editor={editor} />
        <Card padding="large">
          <CompareRevisions revisions={quote.quoteData} province={quote.province} />
        </Card>
        <Card padding="large">
          <QuoteTimeline
            timeline={quote.timeline ?? []}
            edits={quote.edits ?? []}
            revisions={quote.quoteData}
          />
        </Card>
        <QuoteMessages room={room} />
        <ConflictDialog editor={editor} />
      </div>
    );
  }

  if (gone)
    return (
      <Stack gap="large">
        <title>{`${message('quote.error.notFound')} · ${message('app.name')}`}</title>
        {crumbs(message('quote.error.notFound'))}
        <EmptyState
          headingLevel={1}
          title={message('quote.error.notFound')}
          action={<Link href={paths.list}>{message('quote.backToList')}</Link>}
        />
      </Stack>
    );

  return (
    <Stack gap="large">
      <title>{`${message('quotes.title')} · ${message('app.name')}`}</title>
      {crumbs(message('quotes.untitled', { id: shortQuoteId(id) }))}
      <Heading level={1}>{message('quotes.untitled', { id: shortQuoteId(id) })}</Heading>
      {error ? (
        <LoadFailure
          title={message('quote.loadFailed')}
          error={error}
          retrying={isValidating}
          onRetry={() => mutate()}
        />
      ) : isLoading || (quote && !draft) ? (
        <LoadingDots label={message('app.loading')} />
      ) : null}
    </Stack>
  );
}

export default QuotePage;
