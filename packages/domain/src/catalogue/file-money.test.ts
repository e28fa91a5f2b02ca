import { describe, expect, it } from 'vitest';
import { en, fileMoney, fileMoneyMessage, isMessageKey } from '../index.ts';

describe('the file tool’s money words, kept out of the catalogue', () => {
  it('share no key with the catalogue, so neither hides the other', () => {
    expect(Object.keys(fileMoney).filter((key) => isMessageKey(key))).toEqual([]);
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  it('fill in their placeholders', () => {
    expect(fileMoneyMessage('fileTool.buyout.tax', { label: 'PST', rate: '7' })).toBe('PST (7 %)');
    expect(fileMoneyMessage('fileTool.banking.deleted', { payee: 'Ada' })).toBe(
      'The banking info of Ada is deleted.',
    );
  });
});
