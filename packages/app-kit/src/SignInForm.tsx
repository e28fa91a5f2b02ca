import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Stack, TextField } from '@sfi/ui';
import { shellMessage } from '@sfi/domain';
import { failureWords } from '@sfi/api-client';

/**
 * The words of a failed sign-in (`failureWords`): the server's (doc 2 §8), never a field path, or
 * the spec's default (doc 1 §5).
 */
export function signInFailureMessage(error: unknown): string {
  return failureWords(error, shellMessage('dealer.login.failed'));
}

export interface SignInFormProps {
  /** Signs in; a rejection shows its message and keeps the username. */
  onSignIn: (username: string, password: string) => Promise<unknown>;
}

/** A username and password form. A failed sign-in keeps the username and clears the password. */
export function SignInForm({ onSignIn }: SignInFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    try {
      await onSignIn(username.trim(), password);
    } catch (error) {
      setFailure(signInFailureMessage(error));
      setPassword('');
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit}>
      <Stack gap="medium">
        {failure && <Alert tone="critical" title={failure} />}
        <TextField
          name="username"
          label={shellMessage('signIn.username')}
          autoComplete="username"
          isRequired
          value={username}
          onChange={setUsername}
        />
        <TextField
          name="password"
          type="password"
          label={shellMessage('signIn.password')}
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" isPending={pending}>
          {shellMessage('signIn.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
