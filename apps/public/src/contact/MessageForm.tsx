import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Heading, Inline, Stack, Text, TextArea, TextField } from '@sfi/ui';
import { useServiceRequest } from '@sfi/api-client/react';
import type { ApiError } from '@sfi/api-client';
import { takeoverMessage, type ServiceRequest } from '@sfi/domain';

/**
 * The check of what was typed, by the request's own schema (the server's): with it come the schema
 * library and the domain's schemas, loaded when the form is first used (a field focused), not with
 * the page, whose load they would otherwise hold up on a phone (Total Blocking Time).
 */
const loadCheck = () => import('./requestCheck.ts');

/** What a person types into a message form. */
export interface MessageFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export interface MessageFormProps {
  /** The form's heading, which names it. */
  title: string;
  intro: string;
  sendLabel: string;
  /** What shows once the message was sent. */
  sentText: string;
  /**
   * What shows when sending failed for another reason than what was typed (a field the server
   * refuses shows its error under the field, and the form says the fields need attention).
   */
  failureText: (error: ApiError) => string;
  /** The message the form starts with (and returns to when cleared). @default '' */
  initialMessage?: string;
  /** The body of `POST /emails` for what was typed: its kind, and its takeover if any. */
  toRequest: (fields: MessageFields) => ServiceRequest;
  /** An id for the heading, unique on the page. */
  id: string;
}

/**
 * A message to the provider through `POST /emails` (doc 2 §7): name, e-mail, an optional phone and
 * a message. Its states are those of doc 2 §2's service request form: loading while it is sent
 * (the button waits), success (the thanks, and a way to send another), error (the failure and the
 * fields' errors, with what was typed kept), and cleared (empty again, said so).
 *
 * What was typed is checked before it is sent, by the request's own schema (the server's), so each
 * field says what is wrong in the catalogue's words, never in the browser's.
 */
export function MessageForm({
  title,
  intro,
  sendLabel,
  sentText,
  failureText,
  initialMessage = '',
  toRequest,
  id,
}: MessageFormProps) {
  const empty: MessageFields = { name: '', email: '', phone: '', message: initialMessage };
  const [fields, setFields] = useState<MessageFields>(empty);
  const [typedErrors, setTypedErrors] = useState<Record<string, string>>({});
  const formArea = useRef<HTMLDivElement>(null);
  const { state, error, send, clear } = useServiceRequest();
  const set = (name: keyof MessageFields) => (value: string) => {
    setFields((now) => ({ ...now, [name]: value }));
    setTypedErrors(({ [name]: _edited, ...others }) => others);
  };
  // The first field in error takes the focus once the errors are on screen: after the render that
  // shows them (an effect), not a frame later, which could come before the server's errors render.
  const [focusRequests, setFocusRequests] = useState(0);
  const focusFirstError = () => setFocusRequests((count) => count + 1);
  useEffect(() => {
    if (focusRequests > 0) formArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = toRequest(fields);
    const errors = (await loadCheck()).fieldErrorsOf(request);
    if (errors) {
      setTypedErrors(errors);
      focusFirstError();
      return;
    }
    setTypedErrors({});
    void send(request).then(focusFirstError);
  };
  const reset = () => {
    setFields(empty);
    setTypedErrors({});
    clear();
  };
  const serverFieldErrors = state === 'error' ? (error?.fieldErrors ?? {}) : {};
  const fieldErrors = { ...serverFieldErrors, ...typedErrors };
  const fieldsNeedAttention = Object.keys(fieldErrors).length > 0;
  const headingId = `${id}-heading`;

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Stack gap="small">
          <Heading level={2} id={headingId}>
            {title}
          </Heading>
          <Text tone="secondary">{intro}</Text>
        </Stack>
        {state === 'success' ? (
          <Stack gap="medium">
            <Alert tone="positive" role="status" title={sentText} />
            <Inline gap="small">
              <Button variant="secondary" onPress={reset}>
                {takeoverMessage('serviceRequest.sendAnother')}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <div ref={formArea} onFocus={() => void loadCheck()}>
            <Form
              onSubmit={(event) => void submit(event)}
              validationBehavior="aria"
              validationErrors={fieldErrors}
              aria-labelledby={headingId}
            >
              <Stack gap="medium">
                {fieldsNeedAttention ? (
                  <Alert tone="critical" title={takeoverMessage('serviceRequest.checkFields')} />
                ) : (
                  state === 'error' && error && <Alert tone="critical" title={failureText(error)} />
                )}
                <TextField
                  name="name"
                  label={takeoverMessage('serviceRequest.name')}
                  autoComplete="name"
                  isRequired
                  maxLength={120}
                  value={fields.name}
                  onChange={set('name')}
                />
                <TextField
                  name="email"
                  type="email"
                  label={takeoverMessage('serviceRequest.email')}
                  autoComplete="email"
                  isRequired
                  value={fields.email}
                  onChange={set('email')}
                />
                <TextField
                  name="phone"
                  type="tel"
                  label={takeoverMessage('serviceRequest.phone')}
                  autoComplete="tel"
                  value={fields.phone}
                  onChange={set('phone')}
                />
                <TextArea
                  name="message"
                  label={takeoverMessage('serviceRequest.message')}
                  isRequired
                  rows={5}
                  maxLength={5000}
                  value={fields.message}
                  onChange={set('message')}
                />
                <Inline gap="small">
                  <Button
                    type="submit"
                    isPending={state === 'loading'}
                    pendingLabel={takeoverMessage('serviceRequest.sending')}
                  >
                    {sendLabel}
                  </Button>
                  <Button variant="quiet" onPress={reset} isDisabled={state === 'loading'}>
                    {takeoverMessage('serviceRequest.clear')}
                  </Button>
                  <Text as="span" role="status" size="small" tone="secondary">
                    {state === 'cleared' ? takeoverMessage('serviceRequest.cleared') : ''}
                  </Text>
                </Inline>
              </Stack>
            </Form>
          </div>
        )}
      </Stack>
    </Card>
  );
}
