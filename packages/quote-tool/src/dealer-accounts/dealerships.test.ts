import { describe, expect, it } from 'vitest';
import { sortDealerAccounts } from '@sfi/domain';
import { groupByDealership } from './dealerships.ts';

const account = (id: string, dealerName: string, user: string) => ({ id, dealerName, user });

describe('groupByDealership', () => {
  it('groups the sorted accounts by dealer name, keeping their order', () => {
    const accounts = sortDealerAccounts([
      account('1', 'Maple Leaf Motors', 'sam'),
      account('2', 'Coast Auto 10', 'lee'),
      account('3', 'Maple Leaf Motors', 'alex'),
      account('4', 'Coast Auto 9', 'kim'),
    ]);
    expect(groupByDealership(accounts)).toEqual([
      { dealerName: 'Coast Auto 9', accounts: [account('4', 'Coast Auto 9', 'kim')] },
      { dealerName: 'Coast Auto 10', accounts: [account('2', 'Coast Auto 10', 'lee')] },
      {
        dealerName: 'Maple Leaf Motors',
        accounts: [account('3', 'Maple Leaf Motors', 'alex'), account('1', 'Maple Leaf Motors', 'sam')],
      },
    ]);
  });

  it('keeps a dealership together even when its accounts are not next to each other', () => {
    const accounts = [account('1', 'B', 'x'), account('2', 'A', 'y'), account('3', 'B', 'z')];
    expect(
      groupByDealership(accounts).map(({ dealerName, accounts: members }) => [dealerName, members.length]),
    ).toEqual([
      ['B', 2],
      ['A', 1],
    ]);
  });

  it('has no dealership without accounts', () => {
    expect(groupByDealership([])).toEqual([]);
  });
});
