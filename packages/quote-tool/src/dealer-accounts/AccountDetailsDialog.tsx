import { Alert, Button, DescriptionList, Dialog, Inline, LoadingDots, Stack } from '@sfi/ui';
import { message } from '@sfi/domain';
import { useDealerAccount } from '@sfi/api-client/react';

export interface AccountDetailsDialogProps {
  id: string;
  /** The account's user name as the list shows it, for the title while it loads. */
  user: string;
  onClose: () => void;
}

/**
 * One dealer account as the server has it now (`GET /dealer-auth/{id}`): dealership, user name and
 * contact name. A failed read says "No account found" (doc 1 §8).
 */
export function AccountDetailsDialog({ id, user, onClose }: AccountDetailsDialogProps) {
  const { data: account, error, isLoading } = useDealerAccount(id);

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
