import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../../mocks/testing';
import { canRequestGoLive, fetchOnboardingProgress, isOnboardingIncomplete } from './client';

const server = startSandboxServer();
const complete = {
  personalInformation: 100,
  businessCompliance: 100,
  businessInformation: 100,
  bankInformation: 100,
  termsAndCondition: 100,
};

describe('progress', () => {
  it('GETs the percentages of the active business', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    await expect(fetchOnboardingProgress()).resolves.toEqual(complete);
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/onboarding/percentage',
    });
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    const fresh = await fetchOnboardingProgress();
    expect(Object.values(fresh)).toEqual([0, 0, 0, 0, 0]);
  });

  it('reads terms_and_condition and numeric strings; rejects a response without data', async () => {
    signInForTests();
    const data = {
      personalInformation: '50',
      businessCompliance: 0,
      businessInformation: 100,
      bankInformation: 0,
      terms_and_condition: 100,
    };
    server.use(
      http.get('*/subsidiary/dashboard/onboarding/percentage', () => HttpResponse.json({ data })),
    );
    await expect(fetchOnboardingProgress()).resolves.toMatchObject({
      personalInformation: 50,
      termsAndCondition: 100,
    });
    server.use(
      http.get('*/subsidiary/dashboard/onboarding/percentage', () =>
        HttpResponse.json({ message: 'ok' }),
      ),
    );
    await expect(fetchOnboardingProgress()).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('applies the spec rules for incomplete onboarding and going live', () => {
    expect(isOnboardingIncomplete(complete)).toBe(false);
    expect(isOnboardingIncomplete({ ...complete, bankInformation: 50 })).toBe(true);
    const individual = { ...complete, businessCompliance: 0 };
    expect(
      canRequestGoLive(individual, { businessType: 'Individual', verificationStatus: 'New' }),
    ).toBe(true);
    expect(
      canRequestGoLive(individual, { businessType: 'Company', verificationStatus: 'New' }),
    ).toBe(false);
    expect(
      canRequestGoLive({ ...complete, personalInformation: 0 }, { businessType: 'Company' }),
    ).toBe(true);
    expect(
      canRequestGoLive(complete, {
        businessType: 'Company',
        verificationStatus: 'Pending-Approval',
      }),
    ).toBe(false);
    expect(
      canRequestGoLive(complete, { businessType: 'Company', verificationStatus: 'Active' }),
    ).toBe(false);
    expect(
      canRequestGoLive({ ...complete, termsAndCondition: 0 }, { businessType: 'Company' }),
    ).toBe(false);
  });
});
