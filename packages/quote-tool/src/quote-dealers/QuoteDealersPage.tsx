import { useState } from 'react';
import { Button, snackbar, useConfirm } from '@sfi/ui';
import { message, type NewQuoteDealer, type QuoteDealer } from '@sfi/domain';
import { useQuoteDealerMutations, useQuoteDealers } from '@sfi/api-client/react';
import { failureMessage } from '@sfi/api-client';
import { ListScreen } from '../layout/ListScreen.tsx';
import { QuoteDealerCard } from './QuoteDealerCard.tsx';
import { QuoteDealerDialog } from './QuoteDealerDialog.tsx';
import * as styles from './QuoteDealersPage.css.ts';

/** The dealer the dialog edits, or `'new'` while it adds one. */
type Editing = QuoteDealer | 'new' | null;

/**
 * The staff console's quote dealers (spec doc 1 §3, §7): every near-prime dealer a quote can be
 * prepared for, sorted by name, with adding, editing and deleting (after a confirmation).
 */
export function QuoteDealersPage() {
  const list = useQuoteDealers();
  const mutations = useQuoteDealerMutations();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);

  async function create(dealer: NewQuoteDealer) {
    const created = await mutations.create(dealer);
    snackbar.show({ message: message('quoteDealers.added', { name: created.name }), tone: 'success' });
  }

  async function update(id: string, dealer: NewQuoteDealer) {
    const saved = await mutations.update({ id, ...dealer });
    snackbar.show({ message: message('quoteDealers.saved', { name: saved.name }), tone: 'success' });
  }

  async function remove(dealer: QuoteDealer) {
    const yes = await confirm({
      title: message('quoteDealers.delete.title', { name: dealer.name }),
      message: message('quoteDealers.delete.question', { name: dealer.name }),
      confirmLabel: message('quoteDealers.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await mutations.remove(dealer.id);
      snackbar.show({ message: message('quoteDealers.deleted', { name: dealer.name }), tone: 'success' });
    } catch (failure) {
      snackbar.show({ message: failureMessage(failure, 'error.ourEnd'), tone: 'error' });
    }
  }

  return (
    <>
      <ListScreen
        documentTitle={`${message('quoteDealers.title')} · ${message('nav.staff.label')}`}
        title={message('quoteDealers.title')}
        intro={message('quoteDealers.intro')}
        action={<Button onPress={() => setEditing('new')}>{message('quoteDealers.add')}</Button>}
        list={list}
        empty={{
          title: message('quoteDealers.empty.title'),
          description: message('quoteDealers.empty.body'),
        }}
        count={(count) => message('quoteDealers.count', { count })}
      >
        {(dealers) => (
          <ul className={styles.dealers} aria-label={message('quoteDealers.title')}>
            {dealers.map((dealer) => (
              <li key={dealer.id}>
                <QuoteDealerCard
                  dealer={dealer}
                  onEdit={() => setEditing(dealer)}
                  onDelete={() => remove(dealer)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListScreen>
      {editing ? (
        <QuoteDealerDialog
          dealer={editing === 'new' ? undefined : editing}
          onSave={editing === 'new' ? create : (dealer) => update(editing.id, dealer)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

export default QuoteDealersPage;
