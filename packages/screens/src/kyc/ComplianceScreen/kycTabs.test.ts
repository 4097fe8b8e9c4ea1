import { describe, expect, it } from 'vitest';
import { nextAfterSave, toKycTab } from './kycTabs';

describe('the tabbed KYC order', () => {
  it('moves Profile, Bank Details, Information, Kyc, then leaves for the home', () => {
    expect(nextAfterSave('profile')).toBe('bank');
    expect(nextAfterSave('bank')).toBe('director');
    expect(nextAfterSave('director')).toBe('kyc');
    expect(nextAfterSave('kyc')).toBe('home');
  });

  it('reads the tab from the address, the first tab for anything else', () => {
    expect(toKycTab('director')).toBe('director');
    expect(toKycTab('nope')).toBe('profile');
    expect(toKycTab(null)).toBe('profile');
  });
});
