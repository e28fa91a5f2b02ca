import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Stack,
  StatusBadge,
  Stepper,
  Text,
  snackbar,
  useConfirm,
  type Step,
  type StepStatus,
} from '@sfi/ui';
import {
  mayActOnRevision,
  message,
  quoteActionText,
  revisionProgress,
  revisionStateLabel,
  revisionStateTone,
  revisionTypeLabel,
  stepsClosedMessage,
  type Revision,
  type RevisionChange,
} from '@sfi/domain';
import { ApiError, failureMessage } from '@sfi/api-client';
import { PaymentSummary, TermsForm, termsItems } from './TermsForm.tsx';
import type { QuoteEditor } from './useQuoteEditor.ts';
import * as styles from './editor.css.ts';

/** What a step's status reads under its label, in the active language. */
function stepStatusLabels(): Record<StepStatus, string> {
  return {
    complete: message('revision.step.status.complete'),
    current: message('revision.step.status.current'),
    upcoming: message('revision.step.status.upcoming'),
    error: message('revision.step.status.error'),
  };
}

/**
 * The step indicator of an INITIAL revision (doc 1 §4): the steps done, the next one current (in
 * error when the revision was rejected) and the rest ahead.
 */
export function progressSteps(revision: Revision): Step[] {
  const steps = revisionProgress(revision.revisionState);
  const next = steps.findIndex((step) => !step.complete);
  return steps.map((step, index) => ({
    id: step.id,
    label: step.label,
    status: step.complete
      ? 'complete'
      : index === next
        ? revision.revisionState === 'REJECTED'
          ? 'error'
          : 'current'
        : 'upcoming',
  }));
}

/** A revision's name: "Revision 2: Initial". */
export const revisionName = (revision: Revision, number: number) =>
  message('quote.revision.title', { number, type: revisionTypeLabel(revision.revisionType) });

/** Who owns a revision, as the editor says it. */
function ownerName(revision: Revision, viewerId: string | undefined): string {
  if (revision.owner !== undefined && revision.owner === viewerId) return message('quote.revision.owner.you');
  return revision.ownerName ?? message('quote.revision.owner.unknown');
}

/**
 * What a refused or failed status change says (doc 1 §8): the server's message for a refusal (the
 * change back to draft "An admin must change this back to a draft.", an approval "An admin must
 * review and approve this quote."), its words for another refusal, and "There was a problem on our
 * end" when it failed.
 */
export function changeFailure(error: unknown, change: RevisionChange): string {
  if (error instanceof ApiError && error.status === 403)
    return quoteActionText(change.action).refused ?? failureMessage(error, 'error.ourEnd');
  return failureMessage(error, 'error.ourEnd');
}

/**
 * The labels of what the user may do with a revised quote SFI shared with them (the dealer's steps
 * on an "Adjusted" revision): accept it, or send it back for review; undefined when these are not
 * the revision's steps for this user.
 */
export function revisedQuoteAnswer(
  changes: RevisionChange[],
): { accept: string; review: string } | undefined {
  const label = (action: RevisionChange['action']) =>
    changes.some((change) => change.action === action) ? quoteActionText(action).label : undefined;
  const accept = label('approveQuoteWithRevision');
  const review = label('submitForReview');
  return accept && review ? { accept, review } : undefined;
}

/**
 * Why a revision's terms can no longer change and what to do instead (`termsLock`): another's
 * revised quote is theirs to change; a revised quote shared with the user is theirs to accept or
 * send back; a revision past Draft needs a new revision, or Revert to Draft where its steps offer
 * it to this user.
 */
function lockedTerms(editor: QuoteEditor, revision: Revision, changes: RevisionChange[]): string {
  const lock = editor.termsLockOf(revision);
  const state = revisionStateLabel(revision.revisionType, revision.revisionState);
  if (!lock.editable && lock.reason === 'notOwner')
    return message('quote.lock.notOwner', {
      owner: revision.ownerName ?? message('quote.revision.owner.unknown'),
    });
  const answer = revisedQuoteAnswer(changes);
  if (answer) return message('quote.lock.terms.answer', answer);
  const revert = changes.some((change) => change.revisionState === 'DRAFT');
  return message(revert ? 'quote.lock.terms.revert' : 'quote.lock.terms.newRevision', { state });
}

export interface RevisionPanelProps {
  editor: QuoteEditor;
  revision: Revision;
  /** Its number (`revisionNumberOf`: its own, kept through reorders). */
  number: number;
}

/**
 * One revision (doc 1 §4): its type and state, owner and step indicator; the next steps the
 * workflow offers this user, each asking the spec's question first and saying the spec's notice
 * after; its terms, editable while it is a draft, with the monthly payment; and, for a draft its
 * user may act on, deleting it after a confirmation.
 */
export function RevisionPanel({ editor, revision, number }: RevisionPanelProps) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string>();
  const { quote, draft, viewer } = editor;
  const name = revisionName(revision, number);
  const headingId = `revision-${revision.revisionId}-title`;
  const values = draft?.terms[revision.revisionId];
  const termErrors = editor.errors.terms[revision.revisionId] ?? {};
  const { changes, closed } = editor.stepsFor(revision);
  const mayDelete =
    revision.revisionState === 'DRAFT' &&
    viewer !== undefined &&
    mayActOnRevision(revision.owner === viewer.id, viewer.roles) &&
    (quote?.quoteData.length ?? 0) > 1;

  async function take(change: RevisionChange) {
    const text = quoteActionText(change.action);
    if (values && Object.keys(termErrors).length > 0) {
      editor.showAllErrors();
      snackbar.show({ message: message('quote.revision.fixFirst'), tone: 'error' });
      return;
    }
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
    setBusy(change.action);
    try {
      await editor.changeState(revision.revisionId, change);
      if (text.notice) snackbar.show({ message: text.notice, tone: 'success' });
    } catch (error) {
      snackbar.show({ message: changeFailure(error, change), tone: 'error' });
    } finally {
      setBusy(undefined);
    }
  }

  async function remove() {
    const yes = await confirm({
      title: message('quote.revision.delete.title', { number }),
      message: message('quote.revision.delete.question'),
      confirmLabel: message('quote.revision.delete'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    setBusy('delete');
    try {
      await editor.deleteRevision(revision.revisionId);
      snackbar.show({ message: message('quote.revision.deleted', { number }), tone: 'success' });
    } catch (error) {
      snackbar.show({ message: failureMessage(error, 'error.ourEnd'), tone: 'error' });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <Card as="section" aria-labelledby={headingId} padding="large">
      <Stack gap="large">
        <Stack gap="small">
          <Inline gap="small" align="spaceBetween" alignY="center">
            <Heading level={3} id={headingId}>
              {name}
            </Heading>
            <StatusBadge tone={revisionStateTone(revision.revisionState)}>
              {revisionStateLabel(revision.revisionType, revision.revisionState)}
            </StatusBadge>
          </Inline>
          <Text size="small" tone="secondary">
            {message('quote.revision.owner', { name: ownerName(revision, viewer?.id) })}
          </Text>
        </Stack>
        {revision.revisionType === 'INITIAL' ? (
          <Stepper
            steps={progressSteps(revision)}
            aria-label={message('quote.revision.progress', { number })}
            statusLabels={stepStatusLabels()}
          />
        ) : null}
        <Stack gap="small">
          <Inline
            gap="small"
            role="group"
            aria-label={message('quote.revision.actions', { number })}
            className={styles.revisionActions}
          >
            {changes.map((change) => (
              <Button
                key={change.action}
                variant={change.revisionState === 'DRAFT' ? 'secondary' : 'primary'}
                isPending={busy === change.action}
                isDisabled={busy !== undefined && busy !== change.action}
                onPress={() => void take(change)}
              >
                {quoteActionText(change.action).label}
              </Button>
            ))}
            {mayDelete ? (
              <Button variant="danger" isPending={busy === 'delete'} onPress={() => void remove()}>
                {message('quote.revision.delete')}
              </Button>
            ) : null}
          </Inline>
          {closed ? (
            <Text size="small" tone="secondary">
              {message(stepsClosedMessage(closed))}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="medium">
          <Heading level={4}>{message('quote.terms.title')}</Heading>
          {values ? (
            <TermsForm
              revisionId={revision.revisionId}
              values={values}
              errors={termErrors}
              province={quote?.province}
              onChange={(field, value) => editor.editTerms(revision.revisionId, field, value)}
              onInputError={(field, text) => editor.refuseTermsInput(revision.revisionId, field, text)}
            />
          ) : (
            <>
              <Alert tone="neutral">{lockedTerms(editor, revision, changes)}</Alert>
              {revision.terms ? (
                <DescriptionList items={termsItems(revision.terms)} />
              ) : (
                <Text tone="secondary">{message('quote.terms.none')}</Text>
              )}
              {revision.terms ? (
                <PaymentSummary payment={revision.payment} province={quote?.province} />
              ) : null}
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
