// @vitest-environment jsdom
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../mocks/demo';
import {
  businessInformationFields,
  personalInformationFields,
  recordRequests,
  signInForTests,
  startSandboxServer,
} from '../mocks/testing';
import {
  useAcceptTerms,
  useAddStakeholder,
  useSaveBusinessRegistration,
  useSaveOnboardingBankDetails,
  useSubmitBusinessInformation,
  useSubmitContactInformation,
  useSubmitGetStarted,
  useSubmitPersonalInformation,
  useSwitchBusinessType,
} from './hooks';
import { useOnboardingProgress } from './progress/hooks';
import type { OnboardingProgress } from './progress/schemas';

const server = startSandboxServer();
const PROGRESS_PATH = '/subsidiary/dashboard/onboarding/percentage';

/** A save hook and an argument the sandbox accepts. */
interface Save {
  name: string;
  // Each hook's trigger takes its own argument type; the table pairs them by hand.
  useSave: () => { trigger: (arg: never) => Promise<unknown> };
  arg: unknown;
}

const saves: Save[] = [
  { name: 'accept terms', useSave: useAcceptTerms, arg: true },
  {
    name: 'get-started',
    useSave: useSubmitGetStarted,
    arg: {
      businessName: 'Eze Stores',
      country: 'NG',
      businessType: 'Company',
      businessSize: '1-10',
      isDeveloper: false,
      businessCategoryId: '2',
    },
  },
  { name: 'switch business type', useSave: useSwitchBusinessType, arg: 'Company' },
  {
    name: 'bank details',
    useSave: useSaveOnboardingBankDetails,
    arg: {
      accountType: 'Savings',
      bankId: '1',
      accountNumber: '0123456789',
      accountName: 'EZE CHIAMAKA',
    },
  },
  {
    name: 'contact information',
    useSave: useSubmitContactInformation,
    arg: { firstName: 'Kelechi', lastName: 'Ibekwe', mobileNumber: '+2348101234567' },
  },
  {
    name: 'personal information',
    useSave: useSubmitPersonalInformation,
    arg: personalInformationFields,
  },
  {
    name: 'business information',
    useSave: useSubmitBusinessInformation,
    arg: { ...businessInformationFields, description: 'Tailored Ankara outfits' },
  },
  {
    name: 'business registration',
    useSave: useSaveBusinessRegistration,
    arg: {
      businessclassid: '1',
      taxidnumber: '98765432-0001',
      registrationNumber: 'RC7654321',
      expectedMonthlyTransactionVolumn: '5000000',
    },
  },
  {
    name: 'add shareholder',
    useSave: useAddStakeholder,
    arg: {
      firstName: 'Funmilayo',
      lastName: 'Adebayo',
      gender: 'Female',
      dateOfBirth: '1979-11-05',
      mobileNumber: '+2348021234567',
      bvn: '22111222333',
    },
  },
];

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
});

/** Mounts the progress read (as the checklist and the shell do) beside one save hook. */
function mount(useSave: Save['useSave']) {
  const seen: { progress?: OnboardingProgress; save?: ReturnType<Save['useSave']> } = {};
  function Probe() {
    seen.progress = useOnboardingProgress().data;
    seen.save = useSave();
    return null;
  }
  root = createRoot(document.createElement('div'));
  root.render(createElement(Probe));
  return seen;
}

describe('every onboarding save re-reads the progress', () => {
  it('accepting the terms moves the mounted progress to 100 with no refresh asked for', async () => {
    signInForTests();
    const seen = mount(useAcceptTerms);
    await vi.waitFor(() => expect(seen.progress?.termsAndCondition).toBe(0));

    await seen.save?.trigger(true as never);

    await vi.waitFor(() => expect(seen.progress?.termsAndCondition).toBe(100));
  });

  // Lagos Fresh Foods has its documents saved already, so the multipart saves need no files
  // (jsdom's File does not reach Node's fetch intact).
  it.each(saves)('$name: a progress request follows the save', async ({ useSave, arg }) => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const seen = mount(useSave);
    await vi.waitFor(() => expect(seen.progress).toBeDefined());
    const requests = recordRequests(server);

    await seen.save?.trigger(arg as never);

    await vi.waitFor(async () => {
      const sent = await requests.all();
      const saveIndex = sent.findIndex((request) => request.method !== 'GET');
      expect(saveIndex).toBeGreaterThanOrEqual(0);
      expect(sent.slice(saveIndex + 1).some((request) => request.path === PROGRESS_PATH)).toBe(
        true,
      );
    });
  });
});
