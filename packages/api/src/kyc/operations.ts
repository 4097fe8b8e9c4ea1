import * as z from 'zod';
import { messageResponse } from '../core/schema';
import {
  businessProfileUpdate,
  directorKycForm,
  kycDocumentsForm,
  kycProfileResponse,
  settlementBankPayload,
  settlementBanksResponse,
} from './schemas';
import { defineOperations } from '../core/operation';

const DASHBOARD = '/subsidiary/dashboard';

export const kycOperations = defineOperations('kyc', {
  fetchSettlementBanks: {
    method: 'GET',
    path: `${DASHBOARD}/settlement/bank/get`,
    summary: 'The settlement bank accounts (Bank Details tab, Payout accounts).',
    response: settlementBanksResponse,
  },
  saveSettlementBankDetails: {
    method: 'POST',
    path: `${DASHBOARD}/bank/details`,
    summary:
      'Save a settlement bank account (onboarding: bank_id repeats bankId) or add a payout account (account_type given).',
    body: settlementBankPayload.partial({ bankId: true }).extend({
      bank_id: z.string().describe('The bank id (the same value as bankId when both are sent).'),
      account_type: z
        .enum(['Savings', 'Current'])
        .optional()
        .describe("Sent by 'Add Bank Account' on the payout accounts page."),
    }),
    response: messageResponse,
  },
  fetchKycProfile: {
    method: 'GET',
    path: `${DASHBOARD}/kyc/profile/view`,
    summary: 'The Profile tab, in snake_case.',
    response: kycProfileResponse,
  },
  updateBusinessProfile: {
    method: 'POST',
    path: `${DASHBOARD}/business/update`,
    summary: 'Save the Profile tab (profile fields plus country).',
    body: businessProfileUpdate,
    response: messageResponse,
  },
  submitDirectorKyc: {
    method: 'POST',
    path: `${DASHBOARD}/kyc/director/submit`,
    summary: "Save the Director's Information tab (multipart).",
    multipart: directorKycForm,
    response: messageResponse,
  },
  submitKycDocuments: {
    method: 'POST',
    path: `${DASHBOARD}/kyc/details/submit`,
    summary: 'Save the KYC Details tab (multipart).',
    multipart: kycDocumentsForm,
    response: messageResponse,
  },
});
