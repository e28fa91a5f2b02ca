import { useId, useState } from 'react';
import { Button, snackbar, useConfirm } from '@sfi/ui';
import { message, type DealerAccount, type NewDealerAccount } from '@sfi/domain';
import { useDealerAccountMutations, useDealerAccounts } from '@sfi/api-client/react';
import { failureMessage } from '@sfi/api-client';
import { ListScreen } from '../layout/ListScreen.tsx';
import { AccountDetailsDialog } from './AccountDetailsDialog.tsx';
import { DealershipCard } from './DealershipCard.tsx';
import { groupByDealership, type Dealership } from './dealerships.ts';
import { NewAccountDialog } from './NewAccountDialog.tsx';
import { RenameDealershipDialog } from './RenameDealershipDialog.tsx';
import * as styles from './DealerAccountsPage.css.ts';

/** The dialog open on the screen, if any. */
type Open =
  | { dialog: 'new'; dealerName?: string }
  | { dialog: 'rename'; dealership: Dealership }
  | { dialog: 'details'; account: DealerAccount }
  | null;

/**
 * The staff console's dealer accounts (spec doc 1 §3, §5, §7, §8): the dealer portal's sign-ins by
 * dealership, sorted by dealer name; adding an account (with its password), renaming a dealership
 * across its accounts, an account's details, and deleting an account, which signs the dealer out.
 */
export function DealerAccountsPage() {
  const list = useDealerAccounts();
  const mutations = useDealerAccountMutations();
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>(null);
  const idPrefix = useId();
  const close = () => setOpen(null);

  async function create(account: NewDealerAccount) {
    const created = await mutations.create(account);
    snackbar.show({
      message: `${message('dealerAccounts.added', { user: created.user, dealerName: created.dealerName })} ${message('password.activation.sent', { email: created.email ?? account.email })}`,
      tone: 'success',
    });
  }

  async function rename(dealerName: string, newName: string) {
    await mutations.renameDealership(dealerName, { dealerName: newName });
    snackbar.show({ message: message('dealerAccounts.renamed', { dealerName, newName }), tone: 'success' });
  }

  async function remove(account: DealerAccount) {
    const yes = await confirm({
      title: message('dealerAccounts.delete.title', { user: account.user }),
      message: message('dealerAccounts.delete.question', {
        user: account.user,
        dealerName: account.dealerName,
      }),
      confirmLabel: message('dealerAccounts.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await mutations.remove(account.id);
      snackbar.show({ message: message('dealerAccounts.deleted', { user: account.user }), tone: 'success' });
    } catch (failure) {
      snackbar.show({ message: failureMessage(failure, 'error.ourEnd'), tone: 'error' });
    }
  }

  return (
    <>
      <ListScreen
        documentTitle={`${message('dealerAccounts.title')} · ${message('nav.staff.label')}`}
        title={message('dealerAccounts.title')}
        intro={message('dealerAccounts.intro')}
        action={<Button onPress={() => setOpen({ dialog: 'new' })}>{message('dealerAccounts.add')}</Button>}
        list={list}
        failureTitle={message('dealerAccounts.error.noneFound')}
        empty={{
          title: message('dealerAccounts.empty.title'),
          description: message('dealerAccounts.empty.body'),
        }}
        count={(count) => message('dealerAccounts.count', { count })}
      >
        {(accounts) => (
          <ul className={styles.dealerships} aria-label={message('dealerAccounts.title')}>
            {groupByDealership(accounts).map((dealership, index) => (
              <li key={dealership.dealerName}>
                <DealershipCard
                  dealership={dealership}
                  headingId={`${idPrefix}-${index}`}
                  onAddAccount={() => setOpen({ dialog: 'new', dealerName: dealership.dealerName })}
                  onRename={() => setOpen({ dialog: 'rename', dealership })}
                  onDetails={(account) => setOpen({ dialog: 'details', account })}
                  onDelete={remove}
                />
              </li>
            ))}
          </ul>
        )}
      </ListScreen>
      {open?.dialog === 'new' ? (
        <NewAccountDialog dealerName={open.dealerName} onCreate={create} onClose={close} />
      ) : open?.dialog === 'rename' ? (
        <RenameDealershipDialog
          dealerName={open.dealership.dealerName}
          accounts={open.dealership.accounts.length}
          onRename={(to) => rename(open.dealership.dealerName, to.dealerName)}
          onClose={close}
        />
      ) : open?.dialog === 'details' ? (
        <AccountDetailsDialog id={open.account.id} user={open.account.user} onClose={close} />
      ) : null}
    </>
  );
}

export default DealerAccountsPage;
