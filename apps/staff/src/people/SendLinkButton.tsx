import { useState } from 'react';
import { failureMessage } from '@sfi/api-client';
import { Alert, Button, Stack } from '@sfi/ui';

export interface SendLinkButtonProps {
  label: string;
  /** What the staff member reads once the link is on its way. */
  sent: string;
  /** E-mails the one-time link; a refusal shows the server's words (a limit says when to retry). */
  send: () => Promise<unknown>;
}

/** Sends a person a one-time password link (activation or reset) and says how it went. */
export function SendLinkButton({ label, sent, send }: SendLinkButtonProps) {
  const [state, setState] = useState<'sending' | 'sent' | 'failed'>();
  const [failure, setFailure] = useState<string>();
  return (
    <Stack gap="small">
      {state === 'sent' ? <Alert tone="positive">{sent}</Alert> : null}
      {state === 'failed' ? <Alert tone="critical">{failure}</Alert> : null}
      <div>
        <Button
          variant="secondary"
          isPending={state === 'sending'}
          onPress={() => {
            setState('sending');
            send().then(
              () => setState('sent'),
              (error: unknown) => {
                setFailure(failureMessage(error, 'error.tryAgain'));
                setState('failed');
              },
            );
          }}
        >
          {label}
        </Button>
      </div>
    </Stack>
  );
}
