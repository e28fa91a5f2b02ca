import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Banner,
  Breadcrumbs,
  Button,
  Card,
  EmptyState,
  Grid,
  Heading,
  Inline,
  Link,
  LoadingDots,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  snackbar,
  useConfirm,
  useLeaveGuard,
} from '@sfi/ui';
import {
  customerNameOf,
  demoInsuranceAgencies,
  fileNumberErrorMessage,
  leaseFileChanges,
  message,
  serializeLeaseFile,
  vehicleInfoOf,
  type LeaseFileFields,
  withTranslations,
} from '@sfi/domain';
import { ApiError, currentFileOfStaleSave, failureMessage, newIdempotencyKey } from '@sfi/api-client';
import { useLeaseFile, useLeaseFileMutations, useSignedInViewer } from '@sfi/api-client/react';
import type { FilePaths } from '../paths.ts';
import { FileDocuments } from './FileDocuments.tsx';
import { FieldControl } from './FieldControl.tsx';
import { FileHistory } from './FileHistory.tsx';
import { FileNoDialog } from './FileNoDialog.tsx';
import { StaleSaveDialog } from './StaleSaveDialog.tsx';
import { draftErrors, fieldPath, fileSections, selectContextOf, withField, type FileDraft } from './draft.ts';
import * as styles from './file.css.ts';
import { BankingInfoPanel } from '../money/BankingInfoPanel.tsx';
import { BuyoutQuotePanel } from '../money/BuyoutQuotePanel.tsx';
import { LoanReceivablesPanel } from '../money/LoanReceivablesPanel.tsx';

/** The tabs of a file. */
type FileTab = 'fields' | 'history' | 'documents' | 'buyout' | 'receivables' | 'banking';

// The documents pack's dialog, with the reports' words, loads when first opened.
const DocumentPackDialog = lazy(
  withTranslations(() =>
    import('./DocumentPackDialog.tsx').then((module) => ({ default: module.DocumentPackDialog })),
  ),
);

export interface FilePageProps {
  /** Where the app serves the file screens; the file's number is the route's `:fileNo`. */
  paths: FilePaths;
  /**
   * The five insurance agencies the insurance referral field offers (configuration).
   * @default demoInsuranceAgencies
   */
  insuranceAgencies?: readonly string[];
}

/** The draft and the file it was read from (what a save is checked against). */
interface Editing {
  base: LeaseFileFields;
  draft: FileDraft;
}

/**
 * One lease file (doc 2 §3, §7, §8): its fields by group, each with the control its display type
 * calls for, saved together (a save made on an old read is refused, and the user chooses what to
 * keep); its history with what each save changed; its documents against the checklist of its
 * state; its buyout quote, loan receivables and banking info, each asked for when its tab opens.
 * Who uses it is the signed-in user of the app's `ViewerProvider`: staff change, renumber and delete
 * files; a file-tool dealer reads their dealership's files and files documents on them. Leaving
 * with changes not saved asks first.
 */
export function FilePage(props: FilePageProps) {
  const { fileNo = '' } = useParams();
  // Another file (renumbered, or a link) starts a fresh editor.
  return <FileEditor key={fileNo} fileNo={fileNo} {...props} />;
}

function FileEditor({
  fileNo,
  paths,
  insuranceAgencies = demoInsuranceAgencies,
}: FilePageProps & { fileNo: string }) {
  const { audience } = useSignedInViewer('FilePage');
  const files = useLeaseFileMutations();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const file = useLeaseFile(fileNo);
  const [editing, setEditing] = useState<Editing>();
  const [shownErrors, setShownErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  /**
   * The last save sent and its `Idempotency-Key`: the same save sent again (its answer lost: Save
   * pressed again after a failure) goes under the same key, so the server answers the file as saved
   * rather than a conflict with the user's own edit; any other save gets a new key.
   */
  const lastSave = useRef<{ body: string; key: string }>(undefined);
  const [stale, setStale] = useState<LeaseFileFields>();
  const [renaming, setRenaming] = useState(false);
  const [packing, setPacking] = useState(false);
  const [tab, setTab] = useState<FileTab>('fields');
  // After a restore, the History panel (and its focused button) is gone: focus goes to the Fields tab.
  const tabs = useRef<HTMLDivElement>(null);
  const [focusFieldsTab, setFocusFieldsTab] = useState(false);
  useEffect(() => {
    if (!focusFieldsTab || tab !== 'fields') return;
    setFocusFieldsTab(false);
    tabs.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [focusFieldsTab, tab]);
  const canEdit = audience === 'staff';

  // The read the editor works on: the first one, or a newer one when nothing was changed yet.
  const loaded = file.data;
  if (loaded && (!editing || (editing.base !== loaded && !isDirty(editing)))) {
    setEditing({ base: loaded, draft: loaded });
  }
  const dirty = editing !== undefined && isDirty(editing);

  useLeaveGuard(
    dirty
      ? {
          question: {
            title: message('fileTool.leave.title'),
            message: message('fileTool.leave.detail'),
            confirmLabel: message('fileTool.leave.confirm'),
            cancelLabel: message('fileTool.leave.stay'),
            tone: 'danger',
          },
        }
      : null,
  );

  if (!editing) {
    if (file.error) {
      const missing = file.error instanceof ApiError && file.error.status === 404;
      return (
        <Stack gap="large">
          <title>{`${message('fileTool.file.title', { fileNo })} · ${message('app.name')}`}</title>
          <Breadcrumbs
            items={[{ href: paths.list, label: message('fileTool.files.title') }, { label: fileNo }]}
          />
          {missing ? (
            <EmptyState
              headingLevel={1}
              title={message('files.fileNo.notFound')}
              action={<Link href={paths.list}>{message('fileTool.backToSearch')}</Link>}
            />
          ) : (
            <Alert
              tone="critical"
              title={message('files.error.load')}
              action={<Button onPress={() => void file.mutate()}>{message('action.retry')}</Button>}
            />
          )}
        </Stack>
      );
    }
    return <LoadingDots label={message('app.loading')} />;
  }

  const { base, draft } = editing;
  const context = selectContextOf(draft, insuranceAgencies);
  const sections = fileSections(draft, context);
  const customer = customerNameOf(draft);
  const vehicle = vehicleInfoOf(draft);

  const change = (group: string | undefined, name: string, value: unknown) => {
    setEditing((current) => current && { ...current, draft: withField(current.draft, group, name, value) });
    const path = fieldPath(group, name);
    if (path in shownErrors) setShownErrors(({ [path]: _, ...rest }) => rest);
  };

  async function save(fields: FileDraft, on: LeaseFileFields) {
    const errors = draftErrors(fields, insuranceAgencies);
    setShownErrors(errors);
    setFailure(undefined);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const body = { ...serializeLeaseFile(fields), fileNo, updatedAt: on.updatedAt };
      const sent = JSON.stringify(body);
      const key = lastSave.current?.body === sent ? lastSave.current.key : newIdempotencyKey();
      lastSave.current = { body: sent, key };
      // The hook puts the saved file in its key and refreshes the file's history.
      const saved = await files.save(fileNo, body, { idempotencyKey: key });
      lastSave.current = undefined;
      setEditing({ base: saved, draft: saved });
      snackbar.show({ message: message('fileTool.saved', { fileNo }), tone: 'success' });
    } catch (error) {
      const theirs = currentFileOfStaleSave(error);
      if (theirs) setStale(theirs);
      else if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
        setShownErrors(error.fieldErrors);
      else setFailure(failureMessage(error, 'files.error.save'));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    const yes = await confirm({
      title: message('fileTool.delete.title', { fileNo }),
      message: message('fileTool.delete.detail'),
      confirmLabel: message('fileTool.delete'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await files.remove(fileNo);
      snackbar.show({ message: message('fileTool.deleted', { fileNo }), tone: 'success' });
      navigate(paths.list, { replace: true });
    } catch (error) {
      snackbar.show({ message: failureMessage(error, 'files.error.delete'), tone: 'error' });
    }
  }

  const errorCount = Object.keys(shownErrors).length;
  return (
    <Stack gap="large">
      <title>{`${message('fileTool.file.title', { fileNo })} · ${message('app.name')}`}</title>
      <Breadcrumbs
        items={[{ href: paths.list, label: message('fileTool.files.title') }, { label: fileNo }]}
      />
      <Inline gap="medium" align="spaceBetween" alignY="end">
        <Stack gap="xsmall">
          <Heading level={1}>{message('fileTool.file.title', { fileNo })}</Heading>
          <Text tone="neutral">
            {[customer, vehicle].filter((part) => part !== '').join(' · ') || message('fileTool.file.new')}
          </Text>
        </Stack>
        <Inline gap="small">
          <Button variant="secondary" onPress={() => setPacking(true)}>
            {message('fileTool.documentsPack')}
          </Button>
          {canEdit ? (
            <>
              <Button variant="secondary" onPress={() => setRenaming(true)}>
                {message('fileTool.renumber')}
              </Button>
              <Button variant="danger" onPress={() => void remove()}>
                {message('fileTool.delete')}
              </Button>
            </>
          ) : null}
        </Inline>
      </Inline>

      <div ref={tabs}>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as typeof tab)}>
          <TabList aria-label={message('fileTool.file.title', { fileNo })}>
            <Tab id="fields">{message('fileTool.tab.fields')}</Tab>
            <Tab id="history">{message('fileTool.tab.history')}</Tab>
            <Tab id="documents">{message('fileTool.tab.documents')}</Tab>
            <Tab id="buyout">{message('fileTool.tab.buyout')}</Tab>
            <Tab id="receivables">{message('fileTool.tab.receivables')}</Tab>
            <Tab id="banking">{message('fileTool.tab.banking')}</Tab>
          </TabList>
          <TabPanel id="fields">
            <Stack gap="large">
              {failure ? <Alert tone="critical" title={failure} /> : null}
              {errorCount > 0 ? (
                <Banner tone="critical">{message('fileTool.invalid', { count: errorCount })}</Banner>
              ) : null}
              {sections.map((section) => (
                <Card key={section.id} as="section" aria-labelledby={`section-${section.id}`}>
                  <Stack gap="medium">
                    <Heading level={2} id={`section-${section.id}`}>
                      {section.title}
                    </Heading>
                    <Grid minColumnWidth="16rem" gap="medium">
                      {section.fields.map((field) => (
                        <FieldControl
                          key={field.name}
                          field={field}
                          isReadOnly={!canEdit}
                          error={shownErrors[fieldPath(section.group, field.name)]}
                          onChange={(value) => change(section.group, field.name, value)}
                        />
                      ))}
                    </Grid>
                  </Stack>
                </Card>
              ))}
              {canEdit ? (
                <div className={styles.saveBar}>
                  <Text tone="neutral" aria-live="polite">
                    {saving
                      ? message('fileTool.saving')
                      : dirty
                        ? message('fileTool.unsaved')
                        : message('fileTool.allSaved')}
                  </Text>
                  <Button isDisabled={!dirty} isPending={saving} onPress={() => void save(draft, base)}>
                    {message('fileTool.save')}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </TabPanel>
          <TabPanel id="history">
            <FileHistory
              fileNo={fileNo}
              context={context}
              canRestore={canEdit}
              onRestore={(fields, version) => {
                setEditing({ base, draft: { ...fields, updatedAt: base.updatedAt } });
                setTab('fields');
                setFocusFieldsTab(true);
                snackbar.show({ message: message('fileTool.history.restored', { version }) });
              }}
            />
          </TabPanel>
          <TabPanel id="documents">
            <FileDocuments fileNo={fileNo} canRemove={canEdit} />
          </TabPanel>
          <TabPanel id="buyout">
            <BuyoutQuotePanel fileNo={fileNo} />
          </TabPanel>
          <TabPanel id="receivables">
            <LoanReceivablesPanel fileNo={fileNo} />
          </TabPanel>
          <TabPanel id="banking">
            <BankingInfoPanel fileNo={fileNo} />
          </TabPanel>
        </Tabs>
      </div>

      {packing ? (
        <Suspense fallback={null}>
          <DocumentPackDialog fileNo={fileNo} onClose={() => setPacking(false)} />
        </Suspense>
      ) : null}
      {renaming ? (
        <FileNoDialog
          title={message('fileTool.renumber.title', { fileNo })}
          submitLabel={message('fileTool.renumber')}
          initial={fileNo}
          onClose={() => setRenaming(false)}
          onSubmit={async (next) => {
            try {
              const { fileNo: renumbered } = await files.renumber(fileNo, next);
              setRenaming(false);
              snackbar.show({
                message: message('fileTool.renumber.done', { fileNo: renumbered }),
                tone: 'success',
              });
              navigate(paths.file(renumbered), { replace: true });
              return undefined;
            } catch (error) {
              if (error instanceof ApiError && error.status >= 400 && error.status < 500)
                return fileNumberErrorMessage(error.message);
              throw new Error(message('files.error.save'), { cause: error });
            }
          }}
        />
      ) : null}
      {stale ? (
        <StaleSaveDialog
          base={base}
          mine={draft}
          theirs={stale}
          context={context}
          onKeepMine={(merged) => {
            setStale(undefined);
            setEditing({ base: stale, draft: merged });
            void save(merged, stale);
          }}
          onTakeTheirs={() => {
            setStale(undefined);
            setEditing({ base: stale, draft: stale });
            void file.mutate(stale, { revalidate: false });
          }}
          onClose={() => setStale(undefined)}
        />
      ) : null}
    </Stack>
  );
}

/** Whether the draft differs from the read it was made on. */
function isDirty({ base, draft }: Editing): boolean {
  return base !== draft && leaseFileChanges(base, draft).length > 0;
}

export default FilePage;
