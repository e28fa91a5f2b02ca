import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { checkValues, failureErrors, type FormErrors } from '@sfi/api-client';
import { useApiClient, useStaffMember, useStaffMutations } from '@sfi/api-client/react';
import { Alert, Button, Form, Heading, Inline, Link, Stack, Text, TextField, snackbar } from '@sfi/ui';
import {
  message,
  ownContactConfirmation,
  ownStaffFields,
  peopleMessage,
  staffRoles,
  StaffMemberUpdateSchema,
  StaffPhoneCodeRequestSchema,
  StaffPhoneSchema,
  type StaffMember,
  type StaffMemberUpdate,
  type StaffRole,
} from '@sfi/domain';
import { PersonPhoto } from '../photos/PersonPhoto.tsx';
import { DeletePerson, PersonPage } from './PersonPage.tsx';
import { SendLinkButton } from './SendLinkButton.tsx';
import { StaffFields, type StaffValues } from './StaffFields.tsx';
import { viewsAsSuperAdmin, type StaffViewer } from './viewer.ts';
import * as styles from './People.css.ts';

const fieldNames = ['name', 'email', 'username', 'phone', 'roles', 'currentPassword', 'code'] as const;
const noErrors: FormErrors = { fields: {} };
const staffListPath = '/staff/staff';

/** What confirms a change of one's own e-mail or mobile (issue 26), as typed. */
interface Confirmation {
  currentPassword: string;
  code: string;
}
const noConfirmation: Confirmation = { currentPassword: '', code: '' };

/** A typed mobile as the server will store it (E.164), or as typed when it is not one yet. */
const storedPhone = (phone: string) => {
  const parsed = StaffPhoneSchema.safeParse(phone);
  return parsed.success ? parsed.data : phone;
};

const valuesOf = (member: StaffMember): StaffValues => ({
  name: member.name,
  email: member.email ?? '',
  username: member.username,
  phone: member.phone ?? '',
  roles: member.roles.filter((role): role is StaffRole => (staffRoles as readonly string[]).includes(role)),
});

/** What the form changes: the fields that differ from the member as loaded, and only those the viewer may change. */
function changesOf(member: StaffMember, values: StaffValues, superAdmin: boolean): Partial<StaffValues> {
  const before = valuesOf(member);
  const allowed: readonly string[] = superAdmin ? fieldNames : ownStaffFields;
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        allowed.includes(name) && JSON.stringify(value) !== JSON.stringify(before[name as keyof StaffValues]),
    ),
  );
}

/** The member's fields, saved with the server's message on failure (doc 2 §4: saving keeps its own state). */
function StaffForm({
  member,
  superAdmin,
  self,
}: {
  member: StaffMember;
  superAdmin: boolean;
  self: boolean;
}) {
  const mutations = useStaffMutations();
  const [values, setValues] = useState(() => valuesOf(member));
  const [confirmation, setConfirmation] = useState(noConfirmation);
  const [codeSentTo, setCodeSentTo] = useState<string | undefined>();
  const [errors, setErrors] = useState(noErrors);
  const [saving, setSaving] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const canEdit = superAdmin || self;
  useEffect(() => setValues(valuesOf(member)), [member]);
  // One's own new e-mail or mobile asks for the password, a new mobile also for a code (issue 26).
  const needs = self
    ? ownContactConfirmation(member, { email: values.email, phone: storedPhone(values.phone) })
    : { password: false, code: false };

  const clearError = (name: string) =>
    setErrors(({ fields: { [name]: _cleared, ...fields } }) => ({ fields }));

  async function sendCode() {
    if (sendingCode) return;
    const checked = checkValues(StaffPhoneCodeRequestSchema, {
      phone: values.phone,
      currentPassword: confirmation.currentPassword,
    });
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return;
    setSendingCode(true);
    try {
      const { verification } = await mutations.requestPhoneCode(member.id, checked.value);
      setCodeSentTo(verification.phoneLast4);
    } catch (failure) {
      setErrors(failureErrors(failure, fieldNames, 'error.tryAgain'));
    } finally {
      setSendingCode(false);
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const changes = changesOf(member, values, superAdmin);
    if (Object.keys(changes).length === 0) return;
    const checked = checkValues(StaffMemberUpdateSchema, {
      ...changes,
      ...(needs.password && { currentPassword: confirmation.currentPassword }),
      ...(needs.code && { code: confirmation.code }),
    });
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return;
    setSaving(true);
    try {
      const saved = await mutations.update(member.id, checked.value as StaffMemberUpdate);
      snackbar.show({
        message: needs.password
          ? peopleMessage('staffAdmin.savedContact')
          : peopleMessage('staffAdmin.saved', { name: saved.name }),
        tone: 'success',
      });
      setConfirmation(noConfirmation);
      setCodeSentTo(undefined);
    } catch (failure) {
      setErrors(failureErrors(failure, fieldNames, 'error.tryAgain'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={styles.section} aria-label={member.name}>
      {canEdit ? null : <Text tone="secondary">{peopleMessage('staffAdmin.readOnly')}</Text>}
      <Form onSubmit={save} validationErrors={errors.fields} validationBehavior="aria">
        <Stack gap="medium">
          {errors.form ? <Alert tone="critical">{errors.form}</Alert> : null}
          <StaffFields
            values={values}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              clearError(name);
              // A code confirms one number: another number needs another code.
              if (name === 'phone') setCodeSentTo(undefined);
            }}
            canChangeAccess={superAdmin}
            isReadOnly={!canEdit}
            showPhone={member.phone !== undefined}
          />
          {needs.password ? (
            <fieldset className={styles.confirm}>
              <legend className={styles.confirmLegend}>{peopleMessage('staffAdmin.confirm.title')}</legend>
              <Stack gap="medium">
                <Text tone="secondary">{peopleMessage('staffAdmin.confirm.body')}</Text>
                <TextField
                  name="currentPassword"
                  type="password"
                  label={peopleMessage('staffAdmin.field.password')}
                  value={confirmation.currentPassword}
                  onChange={(currentPassword) => {
                    setConfirmation((current) => ({ ...current, currentPassword }));
                    clearError('currentPassword');
                  }}
                  autoComplete="current-password"
                  isRequired
                />
                {needs.code ? (
                  <>
                    <Inline gap="small" alignY="center">
                      <Button variant="secondary" isPending={sendingCode} onPress={() => void sendCode()}>
                        {peopleMessage('staffAdmin.sendCode')}
                      </Button>
                    </Inline>
                    <div role="status">
                      {codeSentTo !== undefined ? (
                        <Text>{peopleMessage('staffAdmin.codeSent', { last4: codeSentTo })}</Text>
                      ) : null}
                    </div>
                    <TextField
                      name="code"
                      label={peopleMessage('staffAdmin.field.code')}
                      value={confirmation.code}
                      onChange={(code) => {
                        setConfirmation((current) => ({ ...current, code }));
                        clearError('code');
                      }}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      isRequired
                    />
                  </>
                ) : null}
              </Stack>
            </fieldset>
          ) : null}
          {canEdit ? (
            <Inline gap="small">
              <Button type="submit" isPending={saving}>
                {peopleMessage('staffAdmin.save')}
              </Button>
            </Inline>
          ) : null}
        </Stack>
      </Form>
    </section>
  );
}

/**
 * One staff member (spec doc 2 §3, §4, §7, §8): their photo, name, e-mail, user name, mobile and
 * roles. A super admin changes anything and deletes the member (never themself, never the last super
 * admin: the server says why); anyone else changes only their own photo, name, e-mail and mobile. "There was a
 * problem loading this staff." when they cannot be loaded.
 */
export default function StaffMemberPage({ viewer }: { viewer: StaffViewer | undefined }) {
  const { id } = useParams();
  const member = useStaffMember(id);
  const mutations = useStaffMutations();
  const api = useApiClient();
  const superAdmin = viewsAsSuperAdmin(viewer);

  return (
    <PersonPage listPath={staffListPath} person={member} loadError={message('staff.error.load')}>
      {(shown) => {
        const self = viewer?.id === shown.id;
        return (
          <>
            <title>{`${shown.name} · ${peopleMessage('staffAdmin.title')} · ${message('nav.staff.label')}`}</title>
            <Heading level={1}>
              {self ? `${shown.name} (${peopleMessage('staffAdmin.you')})` : shown.name}
            </Heading>
            <PersonPhoto
              ownerId={shown.id}
              name={shown.name}
              photo={shown.photo}
              canChange={superAdmin || self}
            />
            <StaffForm key={shown.id} member={shown} superAdmin={superAdmin} self={self} />
            {self ? <Link href="/staff/account/password">{message('password.change.menu')}</Link> : null}
            {superAdmin && !self ? (
              <SendLinkButton
                label={message('password.link.send')}
                sent={message('password.link.sent', { email: shown.email ?? '' })}
                send={() => api.staff.sendPasswordLink(shown.id)}
              />
            ) : null}
            {superAdmin && !self ? (
              <DeletePerson
                label={peopleMessage('staffAdmin.delete')}
                confirmation={{
                  title: peopleMessage('staffAdmin.delete.title', { name: shown.name }),
                  message: peopleMessage('staffAdmin.delete.question', { name: shown.name }),
                  confirmLabel: peopleMessage('staffAdmin.delete.confirm'),
                }}
                onDelete={async () => {
                  const removed = await mutations.remove(shown.id);
                  return peopleMessage('staffAdmin.deleted', { name: removed.name });
                }}
                listPath={staffListPath}
              />
            ) : null}
          </>
        );
      }}
    </PersonPage>
  );
}
