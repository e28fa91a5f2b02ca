import { useState } from 'react';
import { Alert, Button, DescriptionList, Dialog, Inline, LoadingDots, Stack, snackbar } from '@sfi/ui';
import { message } from '@sfi/domain';
import { useDealerAccount, useDealerAccountMutations } from '@sfi/api-client/react';
import { failureMessage } from '@sfi/api-client';
import { DealerStepsSwitch } from './NewAccountDialog.tsx';

export interface AccountDetailsDialogProps {
  id: string;
  /** The account's user name as the list shows it, for the title while it loads. */
  user: string;
  onClose: () => void;
}

/**
 * One dealer account as the server has it now (`GET /dealer-auth/{id}`): dealership, user name and
 * contact name, and the switch of its dealer-mode next steps, saved as it is turned
 * (`PATCH /dealer-auth/{id}`). A failed read says "No account found" (doc 1 §8).
 */
export function AccountDetailsDialog({ id, user, onClose }: AccountDetailsDialogProps) {
  const { data: account, error, isLoading } = useDealerAccount(id);
  const { changeSettings } = useDealerAccountMutations();
  const [saving, setSaving] = useState(false);

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
              ]}
            />
            <DealerStepsSwitch
              isSelected={account.dealerStepsEnabled}
              isDisabled={saving}
              onChange={(on) => void turn(on)}
            />
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
