import * as z from 'zod/mini';
import {
  list,
  listResponse,
  numeric,
  optionalId,
  optionalNumeric,
  optionalText,
  pagedItems,
  status,
  withAliases,
} from '../../core/schema';
import type { BeneficiaryType } from '../beneficiaries/schemas';

/** The payout statuses part 2 section 4 colours, in its order. */
export const PAYOUT_STATUSES = [
  'Approved',
  'Successful',
  'Rejected',
  'Failed',
  'Declined',
  'Processing',
  'Pending',
  'Awaiting Verification',
  'Awaiting Approval',
] as const;
/** A status the spec names for a payout. */
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const payout = z.object({
  id: optionalId,
  dateInitiated: optionalText,
  recipientName: optionalText,
  accountNumber: optionalText,
  amount: numeric,
  transferType: optionalText,
  type: optionalText,
  fee: optionalNumeric,
  /** One of PAYOUT_STATUSES, or another word the server sends. */
  status: status(PAYOUT_STATUSES),
  debitCurrency: optionalText,
  bankName: optionalText,
  bankCode: optionalText,
  dateSettled: optionalText,
  initiator: optionalText,
  approver: optionalText,
  batchId: optionalId,
  batchReference: optionalText,
  payoutReference: optionalText,
});
export type Payout = z.infer<typeof payout>;

/** payout/all (transfers list and the transfer modal's beneficiaries): the spec names data.page.total. */
export const payoutsResponse = z.object({ data: pagedItems(payout) });

/** payout/history (the account payouts page): items and totalItems, at the top or under data. */
export const payoutHistoryResponse = listResponse(
  z.object({ items: list(payout), totalItems: optionalNumeric }),
);

const pendingApproval = withAliases(
  { narration: ['description'], dateCreated: ['dateInitiated'] },
  z.object({
    id: optionalId,
    amount: numeric,
    narration: optionalText,
    recipientName: optionalText,
    dateCreated: optionalText,
    debitCurrency: optionalText,
  }),
);

export const pendingApprovalsResponse = listResponse(
  z.object({ data: z.object({ items: list(pendingApproval), totalItems: optionalNumeric }) }),
);

/** '00' done; '007' OTP needed, with the batch to verify; anything else failed. */
export const initiatePayoutResponse = z
  .object({
    message: optionalText,
    statusCode: optionalText,
    batchId: optionalId,
    data: z.nullish(z.object({ batchId: optionalId })),
  })
  .check(
    z.refine((body) => body.statusCode !== '007' || Boolean(body.data?.batchId ?? body.batchId), {
      message: 'OTP verification needs a batchId',
      path: ['data', 'batchId'],
    }),
  );

/** One payout line as the screens hold it; sent as a payoutDetails entry. */
export interface NewPayout {
  type: BeneficiaryType;
  /** The resolved account name (sent as AccountName). */
  accountName: string;
  accountNumber: string;
  amount: number;
  creditCurrency: string;
  bankCode?: string;
  bankId?: string;
  description?: string;
}

export interface PayoutVerification {
  otp: string;
  batchId: string;
}
