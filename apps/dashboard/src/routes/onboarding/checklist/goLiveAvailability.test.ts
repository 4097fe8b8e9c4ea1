import { describe, expect, it } from 'vitest';
import { goLiveAvailability } from './goLiveAvailability';

const done = {
  personalInformation: 100,
  businessCompliance: 100,
  businessInformation: 100,
  bankInformation: 100,
  termsAndCondition: 100,
};
const newBusiness = (businessType: string) => ({
  businessType,
  status: 'New',
  verificationStatus: 'New',
});

describe('go-live availability (spec §4)', () => {
  it('is enabled for an Individual once personal, business, bank and terms are at 100', () => {
    expect(goLiveAvailability(newBusiness('Individual'), { ...done, businessCompliance: 0 })).toBe(
      'enabled',
    );
    expect(
      goLiveAvailability(newBusiness('Individual'), { ...done, personalInformation: 50 }),
    ).toBe('disabled');
  });

  it('is enabled for a Company once registration, business, bank and terms are at 100', () => {
    expect(goLiveAvailability(newBusiness('Company'), { ...done, personalInformation: 0 })).toBe(
      'enabled',
    );
    expect(goLiveAvailability(newBusiness('Company'), { ...done, businessCompliance: 50 })).toBe(
      'disabled',
    );
  });

  it('needs every shared section', () => {
    for (const section of ['businessInformation', 'bankInformation', 'termsAndCondition']) {
      expect(goLiveAvailability(newBusiness('Company'), { ...done, [section]: 0 })).toBe(
        'disabled',
      );
    }
  });

  it('is hidden for Pending-Approval and Active, by status or verification state', () => {
    expect(
      goLiveAvailability({ ...newBusiness('Company'), status: 'Pending-Approval' }, done),
    ).toBe('hidden');
    expect(
      goLiveAvailability({ ...newBusiness('Company'), verificationStatus: 'Active' }, done),
    ).toBe('hidden');
  });

  it('stays disabled until the progress is known', () => {
    expect(goLiveAvailability(newBusiness('Company'), undefined)).toBe('disabled');
  });
});
