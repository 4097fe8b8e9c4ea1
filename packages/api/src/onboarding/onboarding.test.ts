import { describe, expect, it } from 'vitest';
import { subscribeToApiEvents, type ApiEvent } from '../core/events';
import { DEMO_ACCOUNTS } from '../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../mocks/testing';
import { fetchProfile, setActiveSubsidiary } from '../shell/profile/client';
import { fetchOnboardingBanks, resolveAccount, saveOnboardingBankDetails } from './bank';
import {
  acceptTerms,
  completeOnboarding,
  requestGoLive,
  submitGetStarted,
  switchBusinessType,
} from './client';
import { fetchOnboardingProgress } from './progress/client';

const server = startSandboxServer();
/** The 2FA login's second business: an Individual half way through onboarding. */
async function signInToCatering() {
  signInForTests(DEMO_ACCOUNTS.twoFactor.email);
  await setActiveSubsidiary('10232');
}

describe('completion', () => {
  it('PATCHes onboarding/complete', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await completeOnboarding();
    expect(await requests.last()).toMatchObject({
      method: 'PATCH',
      path: '/subsidiary/dashboard/onboarding/complete',
    });
  });
});

describe('get started and business type', () => {
  it('posts the get-started payload; /me then no longer routes to get-started', async () => {
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    const payload = {
      businessName: 'Naija Threads Ltd',
      country: 'NG',
      businessType: 'Company' as const,
      businessSize: '1-10',
      isDeveloper: false,
      businessCategoryId: '2',
      referalCode: 'TUNDE10',
    };
    const requests = recordRequests(server);
    await submitGetStarted(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/business/get-started',
      body: payload,
    });
    const profile = await fetchProfile();
    expect(profile.routeToGetStarted).toBe(false);
    expect(profile.activeSubsidiary?.name).toBe('Naija Threads Ltd');
  });

  it('switches the business type with an empty body', async () => {
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    const requests = recordRequests(server);
    await expect(switchBusinessType('Company')).resolves.toBe('Individual');
    expect(await requests.last()).toMatchObject({
      method: 'PATCH',
      path: '/subsidiary/dashboard/onboarding/switch/business/type',
      body: {},
    });
    expect((await fetchProfile()).activeSubsidiary?.businessType).toBe('Individual');
  });
});

describe('terms', () => {
  it('sends accepted true or false and moves the terms section', async () => {
    signInForTests();
    const requests = recordRequests(server);
    await acceptTerms(true);
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/onboarding/accept/terms',
      body: { accepted: true },
    });
    expect((await fetchOnboardingProgress()).termsAndCondition).toBe(100);
    await acceptTerms(false);
    expect((await requests.last()).body).toEqual({ accepted: false });
    expect((await fetchOnboardingProgress()).termsAndCondition).toBe(0);
  });
});

describe('bank details', () => {
  it('resolves an account name with accountNumber and bankCode', async () => {
    signInForTests();
    const requests = recordRequests(server);
    const resolved = await resolveAccount({ accountNumber: '0123456789', bankCode: '058' });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/payout/account/resolve',
      body: { accountNumber: '0123456789', bankCode: '058' },
    });
    expect(resolved.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    await expect(resolveAccount({ accountNumber: '0123456789', bankCode: '058' })).resolves.toEqual(
      resolved,
    );
    await expect(
      resolveAccount({ accountNumber: '0123450000', bankCode: '058' }),
    ).rejects.toMatchObject({ kind: 'http' });
  });

  it('saves the bank; the view lists it and the bank section reaches 100', async () => {
    signInForTests();
    const payload = {
      accountType: 'Savings' as const,
      bankId: '5',
      accountNumber: '2233445566',
      accountName: 'BELLO TUNDE',
    };
    const requests = recordRequests(server);
    await saveOnboardingBankDetails(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/onboarding/bank/details',
      body: payload,
    });
    await expect(fetchOnboardingBanks()).resolves.toMatchObject([
      { bankName: 'Zenith Bank', accountNumber: '2233445566', accountName: 'BELLO TUNDE' },
    ]);
    expect((await requests.last()).path).toBe('/subsidiary/dashboard/onboarding/bank/view');
    expect((await fetchOnboardingProgress()).bankInformation).toBe(100);
  });
});

describe('go live', () => {
  it('fails with the server message while steps are missing, and changes nothing', async () => {
    await signInToCatering();
    const events: ApiEvent[] = [];
    const stop = subscribeToApiEvents((event) => events.push(event));
    await expect(requestGoLive()).rejects.toMatchObject({
      kind: 'business',
      message: 'Please complete all onboarding steps before requesting to go live',
    });
    stop();
    expect(events).toMatchObject([
      {
        type: 'error',
        message: 'Please complete all onboarding steps before requesting to go live',
      },
    ]);
    expect((await fetchProfile()).activeSubsidiary?.verificationStatus).toBe('New');
  });

  it("answers '00' once complete and sets the business to Pending-Approval", async () => {
    await signInToCatering();
    await saveOnboardingBankDetails({
      accountType: 'Current',
      bankId: '1',
      accountNumber: '1234567890',
      accountName: 'OKAFOR ADAEZE',
    });
    await acceptTerms(true);
    const requests = recordRequests(server);
    const events: ApiEvent[] = [];
    const stop = subscribeToApiEvents((event) => events.push(event));
    const answer = await requestGoLive();
    stop();
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/onboarding/go-live',
    });
    expect(answer.statusCode).toBe('00');
    expect(events).toEqual([{ type: 'success', message: answer.message }]);
    expect((await fetchProfile()).activeSubsidiary).toMatchObject({
      status: 'Pending-Approval',
      verificationStatus: 'Pending-Approval',
    });
    await expect(requestGoLive()).rejects.toMatchObject({ kind: 'business' });
  });
});
