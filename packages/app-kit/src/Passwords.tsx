import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, failureWords } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import { Alert, Button, Form, Link, Stack, TextField } from '@sfi/ui';
import {
  passwordPages,
  passwordRuleMessage,
  shellMessage,
  type PasswordLinkUsed,
  type SessionKind,
} from '@sfi/domain';
import { SignInFrame } from './SignInFrame.tsx';

/** A refusal's words by field (the server's `fieldErrors`), and its words for the form when no field has them. */
function refusalOf(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string>; form?: string } {
  const byField = error instanceof ApiError ? error.fieldErrors : {};
  const known = Object.fromEntries(Object.entries(byField).filter(([field]) => fields.includes(field)));
  return Object.keys(known).length > 0
    ? { fields: known }
    : { fields: {}, form: failureWords(error, shellMessage('error.ourEnd')) };
}

type Refusal = { fields: Record<string, string>; form?: string };

/** A field's setter that also clears its error: the server's words stay until the field changes. */
const clearing =
  (set: (value: string) => void, name: string, setErrors: (update: (errors: Refusal) => Refusal) => void) =>
  (value: string) => {
    set(value);
    setErrors(({ fields: { [name]: _cleared, ...fields }, form }) => ({ fields, ...(form && { form }) }));
  };

/**
 * One's own password changed (issue 26 item 7): the current one, then the new one under the one
 * rule (`passwordRuleMessage`). The server ends the person's other sessions; this one stays. A
 * refusal is said on its field, and what was typed stays.
 */
export function PasswordChangeForm() {
  const api = useApiClient();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Refusal>({ fields: {} });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setDone(false);
    setErrors({ fields: {} });
    try {
      await api.auth.changePassword({ currentPassword, newPassword });
      setDone(true);
      setCurrent('');
      setNew('');
    } catch (error) {
      setErrors(refusalOf(error, ['currentPassword', 'newPassword']));
    } finally {
      setPending(false);
    }
  }

  const rule = passwordRuleMessage();
  return (
    <Form onSubmit={submit} validationErrors={errors.fields} validationBehavior="aria">
      <Stack gap="medium">
        {done ? <Alert tone="positive" title={shellMessage('password.change.done')} /> : null}
        {errors.form ? <Alert tone="critical" title={errors.form} /> : null}
        <TextField
          name="currentPassword"
          type="password"
          label={shellMessage('password.current.label')}
          autoComplete="current-password"
          isRequired
          value={currentPassword}
          onChange={clearing(setCurrent, 'currentPassword', setErrors)}
        />
        <TextField
          name="newPassword"
          type="password"
          label={shellMessage('password.new.label')}
          // Said once: when the new password breaks the rule, the rule is the field's error.
          description={errors.fields.newPassword === rule ? undefined : rule}
          autoComplete="new-password"
          isRequired
          value={newPassword}
          onChange={clearing(setNew, 'newPassword', setErrors)}
        />
        <div>
          <Button type="submit" isPending={pending}>
            {shellMessage('password.change.submit')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/**
 * `…/login/forgot`: a forgotten password. The username goes to `POST /password/forgot`; the answer
 * is the same whether or not the account exists (nothing tells who has one).
 */
export function PasswordForgotPage({ kind }: { kind: SessionKind }) {
  const api = useApiClient();
  const [username, setUsername] = useState('');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Refusal>({ fields: {} });
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure({ fields: {} });
    try {
      await api.auth.forgotPassword({ kind, username: username.trim() });
      setSent(true);
    } catch (error) {
      setFailure(refusalOf(error, ['username']));
    } finally {
      setPending(false);
    }
  }

  return (
    <SignInFrame title={shellMessage('password.forgot.title')} intro={shellMessage('password.forgot.body')}>
      {sent ? (
        <Alert tone="positive" title={shellMessage('password.forgot.sent')} />
      ) : (
        <Form onSubmit={submit} validationErrors={failure.fields} validationBehavior="aria">
          <Stack gap="medium">
            {failure.form ? <Alert tone="critical" title={failure.form} /> : null}
            <TextField
              name="username"
              label={shellMessage('signIn.username')}
              autoComplete="username"
              isRequired
              value={username}
              onChange={clearing(setUsername, 'username', setFailure)}
            />
            <div>
              <Button type="submit" isPending={pending}>
                {shellMessage('password.forgot.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
      <Link href={passwordPages[kind].signIn}>{shellMessage('password.link.signIn')}</Link>
    </SignInFrame>
  );
}

/**
 * `…/password?token=`: the page of an e-mailed activation or reset link. The person chooses their
 * password; the link then works no more, and they go on to their sign-in page.
 */
export function PasswordLinkPage() {
  const api = useApiClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [used, setUsed] = useState<PasswordLinkUsed>();
  const [errors, setErrors] = useState<Refusal>({ fields: {} });
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({ fields: {} });
    try {
      setUsed(await api.auth.usePasswordLink({ token, password }));
    } catch (error) {
      const refusal = refusalOf(error, ['password', 'token']);
      // The link's own refusal (expired, used) is the form's: there is no field to fix.
      const { token: linkRefused, ...fields } = refusal.fields;
      setErrors({ fields, form: linkRefused ?? refusal.form });
    } finally {
      setPending(false);
    }
  }

  const rule = passwordRuleMessage();
  return (
    <SignInFrame title={shellMessage('password.link.title')} intro={shellMessage('password.link.body')}>
      {used ? (
        <Stack gap="medium">
          <Alert tone="positive" title={shellMessage('password.link.done')} />
          <Link href={passwordPages[used.kind].signIn}>{shellMessage('password.link.signIn')}</Link>
        </Stack>
      ) : (
        <Form onSubmit={submit} validationErrors={errors.fields} validationBehavior="aria">
          <Stack gap="medium">
            {errors.form ? <Alert tone="critical" title={errors.form} /> : null}
            <TextField
              name="password"
              type="password"
              label={shellMessage('password.new.label')}
              description={errors.fields.password === rule ? undefined : rule}
              autoComplete="new-password"
              isRequired
              value={password}
              onChange={clearing(setPassword, 'password', setErrors)}
            />
            <div>
              <Button type="submit" isPending={pending}>
                {shellMessage('password.link.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </SignInFrame>
  );
}
