import { Button, Card, Heading, Inline, Stack, Text } from '@sfi/ui';
import { message, type DealerAccount } from '@sfi/domain';
import type { Dealership } from './dealerships.ts';
import * as styles from './DealerAccountsPage.css.ts';

export interface DealershipCardProps {
  dealership: Dealership;
  /** A stable, unique id for the card's heading. */
  headingId: string;
  onAddAccount: () => void;
  onRename: () => void;
  onDetails: (account: DealerAccount) => void;
  onDelete: (account: DealerAccount) => void;
}

/** A dealership: its name and actions, and its accounts, each with its own actions. */
export function DealershipCard({
  dealership: { dealerName, accounts },
  headingId,
  onAddAccount,
  onRename,
  onDetails,
  onDelete,
}: DealershipCardProps) {
  return (
    <Card as="section" aria-labelledby={headingId} padding="large">
      <Stack gap="medium">
        <Inline gap="small" align="spaceBetween" alignY="center">
          <Stack gap="xsmall">
            <Heading level={2} id={headingId}>
              {dealerName}
            </Heading>
            <Text tone="neutral" size="small">
              {message('dealerAccounts.count', { count: accounts.length })}
            </Text>
          </Stack>
          <Inline gap="small">
            <Button
              size="small"
              variant="secondary"
              aria-label={message('dealerAccounts.dealership.add.action', { dealerName })}
              onPress={onAddAccount}
            >
              {message('dealerAccounts.dealership.add')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              aria-label={message('dealerAccounts.rename.action', { dealerName })}
              onPress={onRename}
            >
              {message('dealerAccounts.rename')}
            </Button>
          </Inline>
        </Inline>
        <ul className={styles.accounts} aria-label={message('dealerAccounts.accounts.label', { dealerName })}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.account}>
              <div className={styles.who}>
                <Text weight="semibold">{account.user}</Text>
                <Text tone="neutral" size="small">
                  {account.contactName || message('dealerAccounts.contactName.none')}
                </Text>
              </div>
              <Inline gap="small">
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={message('dealerAccounts.details.action', { user: account.user })}
                  onPress={() => onDetails(account)}
                >
                  {message('dealerAccounts.details')}
                </Button>
                <Button
                  size="small"
                  variant="quiet"
                  aria-label={message('dealerAccounts.delete.action', { user: account.user })}
                  onPress={() => onDelete(account)}
                >
                  {message('dealerAccounts.delete')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
