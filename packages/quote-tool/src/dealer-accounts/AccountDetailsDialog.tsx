import { useState } from 'react';
import { Alert, Button, DescriptionList, Dialog, Inline, LoadingDots, Stack, snackbar } from '@sfi/ui';
import { message } from '@sfi/domain';
import { useApiClient, useDealerAccount, useDealerAccountMutations } from '@sfi/api-client/react';
import { failureMessage } from '@sfi/api-client';
import { DealerStepsSwitch } from './NewAccountDialog.tsx';

export interface AccountDetailsDialogProps {
  id: string;
  /** The account's user name as the list shows it, for the title while it loads. */
  user: string;
  onClose: () => void;
}

/**
 * One dealer account as the server has it now (`GET /dealer-auth/{id}`): dealership, user name,
 * contact name and e-mail, the switch of its dealer-mode next steps, saved as it is turned
 * (`PATCH /dealer-auth/{id}`), and a button that e-mails the dealer a one-time link to choose a new
 * password (`POST /dealer-auth/{id}/password-link`; staff never choose it). A failed read says "No
 * account found" (doc 1 §8).
 */
export function AccountDetailsDialog({ id, user, onClose }: AccountDetailsDialogProps) {
  const { data: account, error, isLoading } = useDealerAccount(id);
  const { changeSettings } = useDealerAccountMutations();
  const [saving, setSaving] = useState(false);
  const api = useApiClient();
  const [link, setLink] = useState<{ state: 'sending' | 'sent' | 'failed'; failure?: string }>();

  async function turn(dealerStepsEnabled: boolean) {
    setSaving(true);
    try {
      const changed = await changeSettings(id, { dealerStepsEnabled });
      snackbar.show({
        message: message(
          dealerStepsEnabled ? 'dealerAccounts.dealerSteps.saved.on' : 'dealerAccounts.dealerSteps.saved.off',
          {
            user: changed.user,
          },
        ),
        tone: 'success',
      });
    } catch (failure) {
      snackbar.show({ message: failureMessage(failure, 'error.ourEnd'), tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      isOpen
      title={message('dealerAccounts.details.title', { user: account?.user ?? user })}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="large">
        {error && !account ? (
          <Alert tone="critical" title={message('dealerAccounts.error.notFound')} />
        ) : isLoading || !account ? (
          <LoadingDots label={message('app.loading')} />
        ) : (
          <>
            <DescriptionList
              items={[
                { term: message('dealerAccounts.dealerName.label'), description: account.dealerName },
                { term: message('dealerAccounts.user.label'), description: account.user },
                {
                  term: message('dealerAccounts.contactName.label'),
                  description: account.contactName || message('dealerAccounts.contactName.none'),
                },
                {
                  term: message('dealerAccounts.email.label'),
                  description: account.email ?? message('dealerAccounts.email.none'),
                },
              ]}
            />
            <DealerStepsSwitch
              isSelected={account.dealerStepsEnabled}
              isDisabled={saving}
              onChange={(on) => void turn(on)}
            />
            {account.email ? (
              <Stack gap="small">
                {link?.state === 'sent' ? (
                  <Alert tone="positive">{message('password.link.sent', { email: account.email })}</Alert>
                ) : link?.state === 'failed' ? (
                  <Alert tone="critical">{link.failure}</Alert>
                ) : null}
                <div>
                  <Button
                    variant="secondary"
                    isPending={link?.state === 'sending'}
                    onPress={() => {
                      setLink({ state: 'sending' });
                      api.leaseQuotes.dealerAccounts.sendPasswordLink(account.id).then(
                        () => setLink({ state: 'sent' }),
                        (failure: unknown) =>
                          setLink({ state: 'failed', failure: failureMessage(failure, 'error.ourEnd') }),
                      );
                    }}
                  >
                    {message('password.link.send')}
                  </Button>
                </div>
              </Stack>
            ) : null}
          </>
        )}
        <Inline align="end">
          <Button variant="secondary" onPress={onClose}>
            {message('action.close')}
          </Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
