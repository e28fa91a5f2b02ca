import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  message,
  revisionChanges,
  revisionStepsClosed,
  termsLock,
  type LeaseQuote,
  type LockViewer,
  type QuoteDealer,
  type QuoteStatus,
  type StepsClosedReason,
  type LeaseQuoteUpdate,
  type NewRevision,
  type QuoteRefreshEvent,
  type Revision,
  type RevisionChange,
} from '@sfi/domain';
import { ApiError, createSaveQueue, failureMessage, type SaveQueue } from '@sfi/api-client';
import { useApiClient, useLeaseQuote, useSaveQueue } from '@sfi/api-client/react';
import { useLeaveGuard } from '@sfi/ui';
import { useQuoteToolMode, useQuoteToolViewer } from '../mode.tsx';
import {
  draftOf,
  mergedDraft,
  saveBody,
  type DraftErrors,
  type EditorDraft,
  type DetailsField,
  type TermsValues,
  type VehicleField,
} from './values.ts';

/** How long the editor waits after the last keystroke before it saves, in ms. */
export const AUTOSAVE_DELAY_MS = 700;
/** How long an in-app link waits for the edit being typed to be sent before it asks instead. */
const LEAVE_SETTLE_MS = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One edit of the whole quote to save: the body, and the revision to select. */
interface QuoteEdit {
  body: LeaseQuoteUpdate;
  revision: string | undefined;
}

/** Someone else saved the quote while the user had unsaved changes: they choose what to keep. */
export interface EditConflict {
  /** Who saved. */
  by: string;
  /** The quote as they left it. */
  theirs: LeaseQuote;
}

/** Nobody signed in: nothing can change. */
const nobody: LockViewer = { mode: 'DEALER', id: '', roles: [] };

/**
 * The server's field errors of a refused save, as the draft's (`vehicle.vin`,
 * `quoteData.0.terms.rate`), shown on the fields; and whether the refusal named fields the editor
 * does not show (said above the form instead).
 */
function refusedFields(
  error: unknown,
  quote: LeaseQuote | undefined,
): { errors: DraftErrors; shown: boolean; elsewhere: boolean } {
  const errors: DraftErrors = { vehicle: {}, terms: {} };
  let [shown, elsewhere] = [false, false];
  if (!(error instanceof ApiError) || !quote) return { errors, shown, elsewhere };
  for (const [path, text] of Object.entries(error.fieldErrors)) {
    const vehicle = /^vehicle\.(\w+)/.exec(path);
    const terms = /^quoteData\.(\d+)\.terms\.(\w+)/.exec(path);
    const revision = terms && quote.quoteData[Number(terms[1])];
    if (vehicle) errors.vehicle[vehicle[1]!] = text;
    else if (terms && revision) (errors.terms[revision.revisionId] ??= {})[terms[2]!] = text;
    else elsewhere = true;
    shown ||= Boolean(vehicle || revision);
  }
  return { errors, shown, elsewhere };
}

/**
 * The quote editor's state and calls (doc 1 §4, §7). What the user types is kept in a draft and
 * saved, a moment after they stop, through the save queue: one save at a time, the newest replacing
 * one still waiting, kept while offline and sent when the connection returns. Calls that change
 * the quote's shape (add, delete, reorder, move a revision on) wait until the saves before them
 * are done (`defer`), so they never act on an older quote than the user sees. A refresh caused by
 * someone else fetches the quote again; with unsaved changes, the user chooses what to keep.
 */
export function useQuoteEditor(id: string) {
  const api = useApiClient();
  const mode = useQuoteToolMode();
  const viewer = useQuoteToolViewer();
  const read = useLeaseQuote(id);
  const { data: quote, mutate } = read;
  const lockViewer: LockViewer = viewer ? { mode, id: viewer.id, roles: viewer.roles } : nobody;
  /** Whether the viewer may change a revision's terms (`termsLock`, the rule the server applies too). */
  const editable = (revision: Revision) => termsLock(lockViewer, [], revision).editable;
  /** Whether the quote's vehicle, quote dealer, province and customer may change, and why not. */
  const detailsLock = quote ? termsLock(lockViewer, quote.quoteData) : ({ editable: true } as const);
  const latestLock = useRef({ editable, detailsEditable: detailsLock.editable });
  latestLock.current = { editable, detailsEditable: detailsLock.editable };

  const queue = useMemo(
    () =>
      createSaveQueue<QuoteEdit, LeaseQuote>({
        save: ({ body, revision }, signal, idempotencyKey) =>
          api.leaseQuotes.save(id, body, { revision, signal, idempotencyKey }),
      }),
    [api, id],
  );
  const saves = useSaveQueue(queue);

  const [draft, setDraft] = useState<EditorDraft>();
  const [selected, setSelected] = useState<string>();
  const [conflict, setConflict] = useState<EditConflict>();
  /**
   * What the number fields refuse as typed (a word, a figure out of range), by `vehicle.mileage` or
   * `{revisionId}.rate`: the field keeps the text and says why, and nothing is saved meanwhile.
   */
  const refusedInputs = useRef(new Map<string, string>());
  const [, setRefusedCount] = useState(0);
  /** Shows every field's error, not only those typed in: after the user asked to save or move on. */
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  // What the save and the deferred calls read when they run: the latest, not the render's.
  const latest = useRef({ quote, draft, selected });
  latest.current = { quote, draft, selected };
  /** Edits made since the last save the server accepted, counted. */
  const edits = useRef({ made: 0, saved: 0 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dirty = () => edits.current.made !== edits.current.saved;

  // The quote as the server has it now: the draft follows it, keeping whatever is still being typed.
  useEffect(() => {
    if (!quote) return;
    const { editable } = latestLock.current;
    setDraft((current) =>
      current && dirty() ? mergedDraft(current, quote, editable) : draftOf(quote, editable),
    );
  }, [quote]);

  const selectedId =
    selected && quote?.quoteData.some((revision) => revision.revisionId === selected)
      ? selected
      : quote?.quoteData[quote.selectedRevisionNumber ?? quote.quoteData.length - 1]?.revisionId;

  const adopt = useCallback((next: LeaseQuote) => mutate(next, { revalidate: false }), [mutate]);

  /** The refusals of fields still on screen: the vehicle's while it may change, each draft revision's. */
  const standingRefusals = () =>
    [...refusedInputs.current].filter(([key]) => {
      const [owner] = key.split('.');
      return owner === 'vehicle'
        ? latestLock.current.detailsEditable
        : latest.current.draft?.terms[owner!] !== undefined;
    });

  /** Whether the draft has a field in error, which no save sends. */
  const draftInvalid = () => {
    const { quote: base, draft: typed } = latest.current;
    return (
      standingRefusals().length > 0 ||
      (base !== undefined &&
        typed !== undefined &&
        saveBody(base, typed, latestLock.current.detailsEditable).errors !== undefined)
    );
  };

  /** Sends the draft now (or queues it behind the save in flight); nothing while a field is in error. */
  const flush = useCallback(
    (blocking = false): Promise<void> => {
      clearTimeout(timer.current);
      const { quote: base, draft: typed, selected: revision } = latest.current;
      if (!dirty() || !base || !typed || standingRefusals().length > 0) return Promise.resolve();
      const built = saveBody(base, typed, latestLock.current.detailsEditable);
      if (built.errors) return Promise.resolve();
      const made = edits.current.made;
      return queue.enqueue({ body: built.body, revision }, { blocking }).then(
        (saved) => {
          if (!saved) return;
          edits.current.saved = Math.max(edits.current.saved, made);
          void adopt(saved);
        },
        // A refused save is in the queue's state (`saves.error`), shown above the form.
        () => undefined,
      );
    },
    [queue, adopt],
  );

  // Closing the editor sends what is still being typed, and the queue lives until it is saved (also
  // after coming back online): nothing typed is lost by leaving. `alive` keeps a remount (React's
  // strict mode runs effects twice) from disposing of the queue it still uses.
  const alive = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      void flush();
      queue.defer(() => {
        if (!alive.current) queue.dispose();
      });
    };
  }, [queue, flush]);

  // Leaving with changes not saved yet asks first. An in-app link first sends what is being typed
  // and goes without asking once it is saved; offline, or with changes refused or not valid, it asks.
  const unsaved = saves.unsaved || dirty();
  useLeaveGuard(
    unsaved
      ? {
          question: {
            title: message('quote.leave.title'),
            message: message(
              saves.offline
                ? saves.unavailable
                  ? 'quote.leave.unavailable'
                  : 'quote.leave.offline'
                : 'quote.leave.invalid',
            ),
            confirmLabel: message('quote.leave.confirm'),
            cancelLabel: message('quote.leave.stay'),
            tone: 'danger',
          },
          // Saves still on their way go on after the editor closes; only what cannot be saved asks.
          settle: async () => {
            if (queue.getState().offline) return false;
            await Promise.race([flush(), delay(LEAVE_SETTLE_MS)]);
            const { offline, error } = queue.getState();
            return !offline && error === undefined && !(dirty() && draftInvalid());
          },
        }
      : null,
  );

  function edit(key: string, change: (current: EditorDraft) => EditorDraft) {
    edits.current.made += 1;
    setDraft((current) => current && change(current));
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }

  /**
   * A number field refuses what was typed (its message) or takes it again (undefined): while it
   * refuses, the quote is not saved and says so; once taken, the draft is saved as usual.
   */
  function refuseInput(key: string, text: string | undefined) {
    if (text === undefined ? !refusedInputs.current.delete(key) : refusedInputs.current.get(key) === text)
      return;
    if (text !== undefined) refusedInputs.current.set(key, text);
    setRefusedCount(refusedInputs.current.size);
    edits.current.made += 1;
    clearTimeout(timer.current);
    if (text === undefined) timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }

  const editVehicle = (field: VehicleField, value: string) =>
    edit(`vehicle.${field}`, (current) => ({ ...current, vehicle: { ...current.vehicle, [field]: value } }));

  const editDetails = (field: DetailsField, value: string) =>
    edit(`details.${field}`, (current) => ({ ...current, details: { ...current.details, [field]: value } }));

  /** Chooses the quote dealer; the province follows theirs unless another was chosen by hand. */
  const editDealer = (dealer: QuoteDealer | null) =>
    edit('details.dealer', (current) => {
      const { details } = current;
      const followed = details.province === '' || details.province === details.dealer?.province;
      return {
        ...current,
        details: { ...details, dealer, ...(dealer && followed && { province: dealer.province }) },
      };
    });

  const editTerms = (revisionId: string, field: keyof TermsValues, value: number | string) =>
    edit(`${revisionId}.${field}`, (current) => {
      const terms = current.terms[revisionId];
      return terms
        ? { ...current, terms: { ...current.terms, [revisionId]: { ...terms, [field]: value } } }
        : current;
    });

  /** Runs a call once every save queued before it is done, and shows the quote it answers. */
  function afterSaves(call: () => Promise<LeaseQuote>): Promise<LeaseQuote> {
    void flush();
    return new Promise((resolve, reject) =>
      queue.defer(() =>
        call().then(async (next) => {
          await adopt(next);
          resolve(next);
        }, reject),
      ),
    );
  }

  const checked = quote && draft ? saveBody(quote, draft, detailsLock.editable) : undefined;
  const refused = refusedFields(saves.error, quote);
  const errorsShown = (key: string) => showAllErrors || touched.has(key);
  /**
   * The errors to show: the server's, the draft's (for fields typed in, or all once asked), and
   * what the number fields refuse as typed (which they show themselves).
   */
  const errors: DraftErrors = { vehicle: { ...refused.errors.vehicle }, terms: { ...refused.errors.terms } };
  for (const [field, text] of Object.entries(checked?.errors?.vehicle ?? {}))
    if (errorsShown(`vehicle.${field}`)) errors.vehicle[field] = text;
  for (const [revisionId, fields] of Object.entries(checked?.errors?.terms ?? {}))
    for (const [field, text] of Object.entries(fields))
      if (errorsShown(`${revisionId}.${field}`)) (errors.terms[revisionId] ??= {})[field] = text;
  const refusals = standingRefusals();
  for (const [key, text] of refusals) {
    const [owner, field] = key.split('.') as [string, string];
    if (owner === 'vehicle') errors.vehicle[field] = text;
    else (errors.terms[owner] ??= {})[field] = text;
  }
  /**
   * What the page says above the form of a refused or failed save: that the fields say what to
   * correct, when the server named only fields the editor shows; else the failure's own words.
   */
  const saveFailure =
    saves.error === undefined || saves.offline
      ? undefined
      : refused.shown && !refused.elsewhere
        ? message('quote.save.refusedFields')
        : failureMessage(saves.error, 'error.ourEnd');

  /**
   * The status changes offered for a revision, exactly the workflow's for this user and mode, or
   * why none is open (the editor says it). Without a quote or a signed-in user, none and no reason.
   */
  const stepsFor = (revision: Revision): { changes: RevisionChange[]; closed?: StepsClosedReason } => {
    if (!quote || !viewer) return { changes: [] };
    const input = {
      mode,
      revision,
      revisions: quote.quoteData,
      isOwner: revision.owner === viewer.id,
      roles: viewer.roles,
      dealerStepsEnabled: viewer.dealerStepsEnabled,
    };
    const closed = revisionStepsClosed(input);
    return closed ? { changes: [], closed } : { changes: revisionChanges(input) };
  };

  const calls = {
    /** Saves now, the editor waiting with progress (a blocking save); shows every error first. */
    saveNow: () => {
      setShowAllErrors(true);
      return flush(true);
    },
    addRevision: (revision: NewRevision) =>
      afterSaves(() => api.leaseQuotes.revisions.create(id, revision)).then((next) => {
        setSelected(next.quoteData.at(-1)?.revisionId);
        return next;
      }),
    deleteRevision: (revisionId: string) =>
      afterSaves(() => api.leaseQuotes.revisions.remove(id, revisionId)),
    reorder: (order: readonly Revision[]) => {
      // The new order shows at once; the server's answer replaces it.
      const base = latest.current.quote;
      if (base) void mutate({ ...base, quoteData: [...order] }, { revalidate: false });
      return afterSaves(() =>
        api.leaseQuotes.revisions.reorder(id, order, { revision: latest.current.selected }),
      ).catch((error: unknown) => {
        void mutate();
        throw error;
      });
    },
    /** Moves a revision on; a change that adds a revision (Revise Quote) shows the one added. */
    changeState: (revisionId: string, change: RevisionChange) =>
      afterSaves(() =>
        api.leaseQuotes.revisions.changeState(id, revisionId, {
          status: change.revisionState,
          revisionType: change.revisionType,
        }),
      ).then((next) => {
        if (change.adds) setSelected(next.quoteData[next.selectedRevisionNumber ?? -1]?.revisionId);
        return next;
      }),
    /** Changes the quote's header status (staff: Completed, or Approved again). */
    changeStatus: (status: QuoteStatus) => afterSaves(() => api.leaseQuotes.changeStatus(id, { status })),
    /**
     * Someone changed the quote (`quote:refresh`): once the saves before it are done, the quote is
     * fetched again and `onChanged` says who changed it; with unsaved changes the user chooses what
     * to keep instead. The user's own changes (from this tab or another) are only fetched again, and
     * a message needs no fetch: it comes over the room.
     */
    refreshed: (event: QuoteRefreshEvent, onChanged: (by: string) => void) => {
      if (event.change === 'message') return;
      if (event.change === 'deleted' || event.by.id === viewer?.id) {
        if (!dirty()) void mutate();
        return;
      }
      queue.defer(async () => {
        const known = latest.current.quote?.updatedAt;
        if (known && event.updatedAt <= known) return;
        const theirs = await api.leaseQuotes.get(id);
        if (dirty()) return setConflict({ by: event.by.name, theirs });
        await adopt(theirs);
        onChanged(event.by.name);
      });
    },
    /** Keeps the user's changes: they are saved over the other version. */
    keepMine: async () => {
      if (!conflict) return;
      setConflict(undefined);
      // The save goes on top of their version, before the screen has rendered it.
      latest.current = { ...latest.current, quote: conflict.theirs };
      await adopt(conflict.theirs);
      await flush();
    },
    /** Takes the other version: the user's unsaved changes are dropped. */
    takeTheirs: async () => {
      if (!conflict) return;
      setConflict(undefined);
      edits.current.saved = edits.current.made;
      queue.abort();
      setDraft(draftOf(conflict.theirs, latestLock.current.editable));
      await adopt(conflict.theirs);
    },
    abortSave: () => queue.abort(),
  };

  return {
    read,
    quote,
    draft,
    errors,
    /** The draft has fields in error, so it is not being saved. */
    invalid: checked?.errors !== undefined || refusals.length > 0,
    /** What the page says above the form of a refused or failed save; undefined without one. */
    saveFailure,
    saves,
    unsaved,
    selectedId,
    select: setSelected,
    conflict,
    viewer,
    mode,
    editVehicle,
    editDetails,
    editDealer,
    editTerms,
    /** A vehicle field refuses what was typed, or takes it again (`refuseInput`). */
    refuseVehicleInput: (field: VehicleField, text: string | undefined) =>
      refuseInput(`vehicle.${field}`, text),
    /** A revision's terms field refuses what was typed, or takes it again (`refuseInput`). */
    refuseTermsInput: (revisionId: string, field: string, text: string | undefined) =>
      refuseInput(`${revisionId}.${field}`, text),
    /** Whether the quote's vehicle and details may change, and why not (`termsLock`). */
    detailsLock,
    /** Whether a revision's terms may change, and why not (`termsLock`). */
    termsLockOf: (revision: Revision) => termsLock(lockViewer, quote?.quoteData ?? [], revision),
    stepsFor,
    showAllErrors: () => setShowAllErrors(true),
    ...calls,
  };
}

/** What {@link useQuoteEditor} gives the editor's parts. */
export type QuoteEditor = ReturnType<typeof useQuoteEditor>;

/** The save queue's type with the editor's leases, for tests and stories. */
export type QuoteSaveQueue = SaveQueue<QuoteEdit, LeaseQuote>;
