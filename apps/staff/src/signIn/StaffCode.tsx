import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adoptAccountLocale, GoTo, signInFailureMessage, SignInFrame, staffSession } from '@sfi/app-kit';
import { formFailure, type FormFailure } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import { Alert, Button, Form, Inline, Stack, Text, TextField, snackbar } from '@sfi/ui';
import { message, shellMessage, STAFF_HOME_PATH } from '@sfi/domain';
import { pendingSignIn } from './pending.ts';

/** `/staff/login/code`: the code step, with a way to send a new code (spec doc 2 §4). */
export default function StaffCode() {
  const api = useApiClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Omit<FormFailure, 'retry'>>();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [now, setNow] = useState(Date.now);
  const sent = pendingSignIn.get();
  const resendIn = sent ? Math.ceil((Date.parse(sent.verification.resendAvailableAt) - now) / 1000) : 0;

  // The server allows a new code only after a pause; count it down rather than refuse the press.
  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendIn, now]);

  if (!sent) return <GoTo app="staff" href="/staff/login" />;

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(undefined);
    try {
      const { token, user, session } = await api.auth.staffVerify(code.trim());
      pendingSignIn.set(null);
      staffSession.set({ token, user, session });
      adoptAccountLocale(user.locale);
      navigate(STAFF_HOME_PATH, { replace: true });
    } catch (error) {
      // A code the server refuses for its form ("abc") is said under the field, in the catalogue's words.
      setFailure(formFailure(error, ['code'], shellMessage('staff.login.failed')));
    } finally {
      setPending(false);
    }
  }

  async function resend() {
    setResending(true);
    setFailure(undefined);
    try {
      const { verification } = await api.auth.staffResendCode();
      pendingSignIn.set({ ...sent!, verification });
      setCode('');
      setNow(Date.now());
      snackbar.show({ message: message('staff.code.resent'), tone: 'success' });
    } catch (error) {
      setFailure({ fields: {}, form: signInFailureMessage(error) });
    } finally {
      setResending(false);
    }
  }

  return (
    <SignInFrame
      title={message('staff.code.title')}
      intro={message('staff.code.body', { last4: sent.verification.phoneLast4 })}
    >
      <Form onSubmit={verify} validationErrors={failure?.fields ?? {}}>
        <Stack gap="medium">
          {failure?.form && <Alert tone="critical" title={failure.form} />}
          <TextField
            name="code"
            label={message('staff.code.label')}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoFocus
            isRequired
            value={code}
            onChange={(next) => {
              setCode(next);
              if (failure?.fields.code) setFailure(undefined);
            }}
          />
          <Inline gap="small" align="spaceBetween" wrap>
            <Button type="submit" isPending={pending}>
              {message('staff.code.submit')}
            </Button>
            <Button variant="secondary" isPending={resending} isDisabled={resendIn > 0} onPress={resend}>
              {message('staff.code.resend')}
            </Button>
          </Inline>
          {resendIn > 0 && (
            <Text tone="neutral">{message('staff.code.resendIn', { seconds: resendIn })}</Text>
          )}
          <Button
            variant="quiet"
            onPress={() => {
              pendingSignIn.set(null);
              navigate('/staff/login', { replace: true });
            }}
          >
            {message('staff.code.startOver')}
          </Button>
        </Stack>
      </Form>
    </SignInFrame>
  );
}
