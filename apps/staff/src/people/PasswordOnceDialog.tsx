import { useState } from 'react';
import { Button, Dialog, Inline, Stack, Text, TextField } from '@sfi/ui';
import { peopleMessage } from '@sfi/domain';
import * as styles from './People.css.ts';

export interface PasswordOnceDialogProps {
  /** Whose password it is: their name, or their e-mail. */
  name: string;
  /** The password, as the call that made the account answered it. */
  password: string;
  /** Closes the dialog: the caller then forgets the password. */
  onClose: () => void;
}

type Copied = 'idle' | 'copied' | 'failed';

/**
 * The password of an account just made (a client's, a staff member's; doc 2 §7), shown this once:
 * selectable, with a button that copies it. The server never answers it again, and once this
 * closes the console keeps it nowhere, so the dialog says so.
 */
export function PasswordOnceDialog({ name, password, onClose }: PasswordOnceDialogProps) {
  const [copied, setCopied] = useState<Copied>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Dialog
      isOpen
      isDismissable={false}
      title={peopleMessage('people.password.title', { name })}
      closeLabel={peopleMessage('people.password.done')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="medium">
        <Text>{peopleMessage('people.password.once', { name })}</Text>
        <TextField
          className={styles.password}
          label={peopleMessage('people.password.label')}
          value={password}
          isReadOnly
          autoComplete="off"
        />
        <Text tone={copied === 'failed' ? 'critical' : 'positive'} role="status">
          {copied === 'idle'
            ? ''
            : peopleMessage(copied === 'copied' ? 'people.password.copied' : 'people.password.copyFailed')}
        </Text>
        <Inline gap="small" align="end">
          <Button variant="secondary" onPress={() => void copy()}>
            {peopleMessage('people.password.copy')}
          </Button>
          <Button onPress={onClose}>{peopleMessage('people.password.done')}</Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
