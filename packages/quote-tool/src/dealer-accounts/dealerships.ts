import type { DealerAccount } from '@sfi/domain';

/** A dealership and its accounts: the accounts that share one dealer name. */
export interface Dealership<Account extends Pick<DealerAccount, 'dealerName'> = DealerAccount> {
  dealerName: string;
  accounts: Account[];
}

/**
 * The accounts grouped by dealership, in the order the list gives them (the server's, by dealer
 * name then user, doc 1 §5): dealerships in the order of their first account, each with its
 * accounts in list order.
 */
export function groupByDealership<Account extends Pick<DealerAccount, 'dealerName'>>(
  accounts: readonly Account[],
): Dealership<Account>[] {
  const dealerships = new Map<string, Account[]>();
  for (const account of accounts) {
    const group = dealerships.get(account.dealerName);
    if (group) group.push(account);
    else dealerships.set(account.dealerName, [account]);
  }
  return [...dealerships].map(([dealerName, members]) => ({ dealerName, accounts: members }));
}
