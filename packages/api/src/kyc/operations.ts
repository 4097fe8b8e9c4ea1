import * as z from 'zod/mini';
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
import { BANK_ACCOUNT_TYPES } from '../settings/schemas';

const DASHBOARD = '/subsidiary/dashboard';

export const kycOperations = defineOperations('kyc', {
  fetchSettlementBanks: {
    method: 'GET',
    path: `${DASHBOARD}/settlement/bank/get`,
    response: settlementBanksResponse,
  },
  saveSettlementBankDetails: {
    method: 'POST',
    path: `${DASHBOARD}/bank/details`,
    body: z.extend(z.partial(settlementBankPayload, { bankId: true }), {
      bank_id: z
        .string()
        .check(z.describe('The bank id (the same value as bankId when both are sent).')),
      account_type: z
        .optional(z.enum(BANK_ACCOUNT_TYPES))
        .check(z.describe("Sent by 'Add Bank Account' on the payout accounts page.")),
    }),
    response: messageResponse,
  },
  fetchKycProfile: {
    method: 'GET',
    path: `${DASHBOARD}/kyc/profile/view`,
    response: kycProfileResponse,
  },
  updateBusinessProfile: {
    method: 'POST',
    path: `${DASHBOARD}/business/update`,
    body: businessProfileUpdate,
    response: messageResponse,
  },
  submitDirectorKyc: {
    method: 'POST',
    path: `${DASHBOARD}/kyc/director/submit`,
    multipart: directorKycForm,
    response: messageResponse,
  },
  submitKycDocuments: {
    method: 'POST',
    path: `${DASHBOARD}/kyc/details/submit`,
    multipart: kycDocumentsForm,
    response: messageResponse,
  },
});
