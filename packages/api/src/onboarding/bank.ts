import { request } from '../core/http';
import { messageResponse } from '../core/schema';
import {
  accountResolutionResponse,
  onboardingBanksResponse,
  type AccountResolutionPayload,
  type OnboardingBankPayload,
} from './schemas';

export async function fetchOnboardingBanks() {
  return (
    await request('/subsidiary/dashboard/onboarding/bank/view', { schema: onboardingBanksResponse })
  ).data;
}

/**
 * Resolves the account name of a bank account (run from 10 digits with a bank chosen).
 * Also used by payouts and payout accounts.
 */
export async function resolveAccount(payload: AccountResolutionPayload) {
  const body = await request('/subsidiary/payout/account/resolve', {
    method: 'POST',
    body: payload,
    schema: accountResolutionResponse,
  });
  return { accountName: body.data.accountName, message: body.message };
}

export function saveOnboardingBankDetails(payload: OnboardingBankPayload) {
  return request('/subsidiary/dashboard/onboarding/bank/details', {
    method: 'POST',
    body: payload,
    schema: messageResponse,
    notifySuccess: true,
  });
}
