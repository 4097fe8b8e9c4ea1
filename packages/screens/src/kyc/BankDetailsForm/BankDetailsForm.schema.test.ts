import { describe, expect, it } from 'vitest';
import { BANK_OPTIONS } from '../fixtures';
import { lookupQueryOf, sameQuery } from './BankDetailsForm.schema';

describe('when the account name is looked up', () => {
  it('asks from 10 digits with a bank chosen, with the bank code', () => {
    expect(lookupQueryOf({ bankId: '1', accountNumber: '023456789' }, BANK_OPTIONS)).toBeNull();
    expect(lookupQueryOf({ bankId: '', accountNumber: '0234567891' }, BANK_OPTIONS)).toBeNull();
    expect(lookupQueryOf({ bankId: '1', accountNumber: '02345a7891' }, BANK_OPTIONS)).toBeNull();
    expect(lookupQueryOf({ bankId: '1', accountNumber: ' 0234567891 ' }, BANK_OPTIONS)).toEqual({
      accountNumber: '0234567891',
      bankId: '1',
      bankCode: '044',
    });
  });

  it('compares lookups by number and bank', () => {
    const query = { accountNumber: '0234567891', bankId: '1', bankCode: '044' };
    expect(sameQuery(query, { ...query })).toBe(true);
    expect(sameQuery(query, { ...query, bankId: '2' })).toBe(false);
    expect(sameQuery(null, null)).toBe(true);
    expect(sameQuery(query, null)).toBe(false);
  });
});
