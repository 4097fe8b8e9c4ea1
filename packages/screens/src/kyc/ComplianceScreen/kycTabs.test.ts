import { describe, expect, it } from 'vitest';
import { nextAfterSave, toKycTab } from './kycTabs';

describe('the tabbed KYC order', () => {
  it('follows part 2: Profile to Bank Details, Bank Details and KYC Details to Information, the director to Kyc', () => {
    expect(nextAfterSave('profile')).toBe('bank');
    expect(nextAfterSave('bank')).toBe('director');
    expect(nextAfterSave('director')).toBe('kyc');
    expect(nextAfterSave('kyc')).toBe('director');
  });

  it('reads the tab from the address, the first tab for anything else', () => {
    expect(toKycTab('director')).toBe('director');
    expect(toKycTab('nope')).toBe('profile');
    expect(toKycTab(null)).toBe('profile');
  });
});
