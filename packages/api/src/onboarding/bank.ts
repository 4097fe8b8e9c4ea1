import { request } from '../core/http';
import { type AccountResolutionPayload, type OnboardingBankPayload } from './schemas';
import { onboardingOperations as op } from './operations';

export async function fetchOnboardingBanks() {
  return (await request(op.fetchOnboardingBanks)).data;
}

/**
 * Resolves the account name of a bank account (run from 10 digits with a bank chosen).
 * Also used by payouts and payout accounts.
 */
export async function resolveAccount(payload: AccountResolutionPayload) {
  const body = await request(op.resolveAccount, { body: payload });
  return { accountName: body.data.accountName, message: body.message };
}

export function saveOnboardingBankDetails(payload: OnboardingBankPayload) {
  return request(op.saveOnboardingBankDetails, { body: payload, notifySuccess: true });
}
