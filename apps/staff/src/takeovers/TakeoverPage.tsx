import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Breadcrumbs,
  Button,
  calendarDay,
  DatePicker,
  Form,
  Heading,
  Link,
  LoadingDots,
  NumberField,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
  snackbar,
  useConfirm,
} from '@sfi/ui';
import {
  formatDate,
  message,
  provinceCodes,
  provinceLabel,
  takeoverAdminMessage,
  takeoverAdminVehicleFields,
  takeoverLeaseFields,
  takeoverMessage,
  takeoverVehicleName,
  type LeaseTakeover,
} from '@sfi/domain';
import { ApiError } from '@sfi/api-client';
import { useAdminTakeover, useTakeoverMutations } from '@sfi/api-client/react';
import { useOperation } from '../operation.ts';
import {
  draftOf,
  isChanged,
  moneyLeaseFields,
  numericLeaseFields,
  numericVehicleFields,
  updateOf,
  type TakeoverDraft,
} from './draft.ts';
import { takeoverPaths } from './paths.ts';
import { TakeoverPhotos } from './TakeoverPhotos.tsx';
import { TakeoverState } from './TakeoversPage.tsx';
import * as styles from './Takeovers.css.ts';
import * as listPage from '../lists/ListPage.css.ts';

const fieldLabel = (field: string) =>
  field === 'vin'
    ? takeoverAdminMessage('takeoverAdmin.field.vin')
    : takeoverMessage(`takeovers.field.${field}` as Parameters<typeof takeoverMessage>[0]);

/**
 * One lease takeover in the staff console (doc 2 §3, §4, §7): its vehicle, lease and options, its
 * photos (uploaded with their progress, their alt text, order and removal saved with the rest), and
 * deleting it after a confirmation. Loading, saving and deleting each keep their own state: "Saving
 * failed" and "Delete failed" (doc 2 §8) with the server's words and a retry.
 */
export default function TakeoverPage() {
  const { id } = useParams<{ id: string }>();
  const takeover = useAdminTakeover(id);
  return takeover.error && !takeover.data ? (
    <div className={listPage.page}>
      <Breadcrumbs
        items={[{ href: takeoverPaths.list, label: takeoverAdminMessage('takeoverAdmin.back') }]}
      />
      <Alert
        tone="critical"
        title={message('takeovers.error.unavailable')}
        action={
          takeover.error.status === 404 ? undefined : (
            <Button onPress={() => void takeover.mutate()}>{message('action.retry')}</Button>
          )
        }
      />
    </div>
  ) : !takeover.data ? (
    <LoadingDots label={takeoverAdminMessage('takeoverAdmin.detail.loading')} />
  ) : (
    // A form per takeover: another takeover starts from its own values.
    <TakeoverForm key={takeover.data.id} takeover={takeover.data} />
  );
}

function TakeoverForm({ takeover }: { takeover: LeaseTakeover }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const mutations = useTakeoverMutations();
  const saving = useOperation('leases.error.save');
  const deleting = useOperation('leases.error.delete');
  const publishing = useOperation('leases.error.save');
  const [draft, setDraft] = useState<TakeoverDraft>(() => draftOf(takeover));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const name = takeoverVehicleName(takeover);
  const changed = isChanged(draft, takeover);

  // The record a save answered is the form's new start; an upload only adds its photo (below).
  const [savedAt, setSavedAt] = useState(0);
  useEffect(() => {
    if (savedAt > 0) setDraft(draftOf(takeover));
    // Only a save replaces what the form holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedAt]);

  const change = (next: Partial<TakeoverDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setVehicle = (field: string, value: string | number) =>
    setDraft((current) => ({ ...current, vehicle: { ...current.vehicle, [field]: value } }));
  const setLease = (field: string, value: string | number) =>
    setDraft((current) => ({ ...current, lease: { ...current.lease, [field]: value } }));

  async function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    setFieldErrors({});
    const saved = await saving.run(async () => {
      try {
        return await mutations.update(takeover.id, updateOf(draft, takeover));
      } catch (failure) {
        if (failure instanceof ApiError) setFieldErrors({ ...failure.fieldErrors });
        throw failure;
      }
    });
    if (!saved) return;
    setSavedAt(Date.now());
    snackbar.show({
      message: takeoverAdminMessage('takeoverAdmin.saved', { vehicle: takeoverVehicleName(saved) }),
      tone: 'success',
    });
  }

  /** Publishes the takeover as saved, or takes it back to a draft. */
  async function setPublished(published: boolean) {
    const saved = await publishing.run(() => mutations.update(takeover.id, { published }));
    if (!saved) return;
    snackbar.show({
      message: takeoverAdminMessage(published ? 'takeoverAdmin.published' : 'takeoverAdmin.unpublished', {
        vehicle: takeoverVehicleName(saved),
      }),
      tone: 'success',
    });
  }

  async function remove() {
    const yes = await confirm({
      title: takeoverAdminMessage('takeoverAdmin.delete.title', { vehicle: name }),
      message: takeoverAdminMessage('takeoverAdmin.delete.question', {
        vehicle: name,
        count: takeover.images.length,
      }),
      confirmLabel: takeoverAdminMessage('takeoverAdmin.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    const done = await deleting.run(async () => {
      await mutations.remove(takeover.id);
      return true;
    });
    if (!done) return;
    snackbar.show({
      message: takeoverAdminMessage('takeoverAdmin.deleted', { vehicle: name }),
      tone: 'success',
    });
    navigate(takeoverPaths.list);
  }

  const busy =
    saving.state.status === 'pending' ||
    deleting.state.status === 'pending' ||
    publishing.state.status === 'pending';

  return (
    <div className={listPage.page}>
      <title>{`${name} · ${takeoverAdminMessage('takeoverAdmin.title')} · ${message('nav.staff.label')}`}</title>
      <Breadcrumbs
        items={[
          { href: takeoverPaths.list, label: takeoverAdminMessage('takeoverAdmin.title') },
          { label: name },
        ]}
      />
      <Stack gap="small">
        <Heading level={1}>{name}</Heading>
        <Text tone="neutral">
          {takeoverAdminMessage(
            takeover.published ? 'takeoverAdmin.detail.added' : 'takeoverAdmin.detail.addedDraft',
            {
              date: formatDate(takeover.createdAt),
              position: takeover.permutation + 1,
            },
          )}
        </Text>
        <div className={styles.publishing}>
          <TakeoverState takeover={takeover} />
          <Text tone="neutral">
            {takeoverAdminMessage(
              takeover.published
                ? 'takeoverAdmin.state.published.description'
                : 'takeoverAdmin.state.draft.description',
            )}
          </Text>
          <Button
            variant={takeover.published ? 'secondary' : 'primary'}
            onPress={() => void setPublished(!takeover.published)}
            isPending={publishing.state.status === 'pending'}
            // Not disabled while its own call is pending (isPending), so that focus stays on it.
            isDisabled={
              saving.state.status === 'pending' ||
              deleting.state.status === 'pending' ||
              (!takeover.published && changed)
            }
          >
            {takeoverAdminMessage(takeover.published ? 'takeoverAdmin.unpublish' : 'takeoverAdmin.publish')}
          </Button>
          {!takeover.published && changed ? (
            <Text tone="secondary" size="small">
              {takeoverAdminMessage('takeoverAdmin.publish.unsaved')}
            </Text>
          ) : null}
        </div>
        {publishing.state.status === 'failed' ? (
          <Alert
            tone="critical"
            title={message('leases.error.save')}
            action={<Button onPress={publishing.state.retry}>{message('action.retry')}</Button>}
          >
            {publishing.state.message}
          </Alert>
        ) : null}
        {takeover.published ? (
          <Link href={takeoverPaths.public(takeover.id)} isExternal>
            {takeoverAdminMessage('takeoverAdmin.detail.public')}
          </Link>
        ) : null}
      </Stack>

      <Form onSubmit={(event) => void save(event)} validationErrors={fieldErrors} className={styles.sections}>
        <section className={styles.sections} aria-labelledby="takeover-vehicle">
          <Heading level={2} id="takeover-vehicle">
            {takeoverAdminMessage('takeoverAdmin.section.vehicle')}
          </Heading>
          <div className={styles.fields}>
            <TextField
              name="vehicleId"
              label={takeoverAdminMessage('takeoverAdmin.vehicleId.label')}
              value={draft.vehicleId}
              isRequired
              maxLength={80}
              onChange={(vehicleId) => change({ vehicleId })}
            />
            {takeoverAdminVehicleFields.map((field) =>
              numericVehicleFields.has(field) ? (
                <NumberField
                  key={field}
                  name={`vehicleInformation.${field}`}
                  label={fieldLabel(field)}
                  value={draft.vehicle[field] as number}
                  minValue={field === 'year' ? 1900 : 0}
                  maxValue={field === 'year' ? 2100 : 2_000_000}
                  formatOptions={field === 'year' ? { useGrouping: false } : { maximumFractionDigits: 0 }}
                  onChange={(value) => setVehicle(field, value)}
                />
              ) : (
                <TextField
                  key={field}
                  name={`vehicleInformation.${field}`}
                  label={fieldLabel(field)}
                  value={draft.vehicle[field] as string}
                  maxLength={field === 'vin' ? 17 : 80}
                  onChange={(value) => setVehicle(field, value)}
                />
              ),
            )}
          </div>
        </section>

        <section className={styles.sections} aria-labelledby="takeover-lease">
          <Heading level={2} id="takeover-lease">
            {takeoverAdminMessage('takeoverAdmin.section.lease')}
          </Heading>
          <div className={styles.fields}>
            {takeoverLeaseFields.map((field) =>
              field === 'province' ? (
                <Select
                  key={field}
                  name={`leaseSummary.${field}`}
                  label={fieldLabel(field)}
                  selectedKey={(draft.lease.province as string) || null}
                  onSelectionChange={(key) => setLease(field, key === null ? '' : String(key))}
                >
                  {provinceCodes.map((code) => (
                    <SelectItem key={code} id={code}>
                      {provinceLabel(code)}
                    </SelectItem>
                  ))}
                </Select>
              ) : moneyLeaseFields.has(field) || numericLeaseFields.has(field) ? (
                <NumberField
                  key={field}
                  name={`leaseSummary.${field}`}
                  label={fieldLabel(field)}
                  value={draft.lease[field] as number}
                  minValue={0}
                  format={moneyLeaseFields.has(field) ? 'currency' : 'decimal'}
                  {...(!moneyLeaseFields.has(field) && { formatOptions: { maximumFractionDigits: 0 } })}
                  onChange={(value) => setLease(field, value)}
                />
              ) : (
                <DatePicker
                  key={field}
                  name={`leaseSummary.${field}`}
                  label={fieldLabel(field)}
                  value={calendarDay(draft.lease[field] as string)}
                  onChange={(day) => setLease(field, day ? day.toString() : '')}
                  calendarLabel={message('fileTool.field.calendar', { label: fieldLabel(field) })}
                />
              ),
            )}
          </div>
        </section>

        <section className={styles.sections} aria-labelledby="takeover-options">
          <Heading level={2} id="takeover-options">
            {takeoverAdminMessage('takeoverAdmin.section.options')}
          </Heading>
          <TextArea
            name="vehicleOptions"
            label={takeoverAdminMessage('takeoverAdmin.options.label')}
            description={takeoverAdminMessage('takeoverAdmin.options.description')}
            value={draft.options}
            rows={6}
            onChange={(options) => change({ options })}
          />
        </section>

        <TakeoverPhotos
          takeover={takeover}
          images={draft.images}
          error={fieldErrors.images}
          isDisabled={busy}
          onChange={(images) => change({ images })}
          onAdded={(image) => setDraft((current) => ({ ...current, images: [...current.images, image] }))}
        />

        {saving.state.status === 'failed' ? (
          <Alert
            tone="critical"
            title={message('leases.error.save')}
            action={
              saving.state.retry && <Button onPress={saving.state.retry}>{message('action.retry')}</Button>
            }
          >
            {saving.state.message}
          </Alert>
        ) : null}
        {deleting.state.status === 'failed' ? (
          <Alert
            tone="critical"
            title={message('leases.error.delete')}
            action={
              deleting.state.retry && (
                <Button onPress={deleting.state.retry}>{message('action.retry')}</Button>
              )
            }
          >
            {deleting.state.message}
          </Alert>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" isPending={saving.state.status === 'pending'} isDisabled={!changed || busy}>
            {takeoverAdminMessage('takeoverAdmin.save')}
          </Button>
          <Button
            variant="danger"
            onPress={() => void remove()}
            isPending={deleting.state.status === 'pending'}
            isDisabled={busy}
          >
            {takeoverAdminMessage('takeoverAdmin.delete')}
          </Button>
          {changed ? (
            <Text tone="secondary" size="small">
              {takeoverAdminMessage('takeoverAdmin.unsaved')}
            </Text>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
