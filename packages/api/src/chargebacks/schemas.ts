import * as z from 'zod/mini';
import {
  flag,
  id,
  list,
  listResponse,
  numeric,
  optionalNumeric,
  optionalStatus,
  optionalText,
  status,
  withAliases,
} from '../core/schema';

/** The chargeback list statuses part 2 section 4 colours. */
export const CHARGEBACK_STATUSES = [
  'Won',
  'Lost',
  'Accepted',
  'Pending',
  'New',
  'Awaiting Response',
] as const;
/** A status the spec names for a chargeback in the list. */
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];

/** The statuses the details page colours (`chargebackStatus.name`). */
export const CHARGEBACK_DETAIL_STATUSES = ['Successful', 'Initiated', 'Pending', 'Failed'] as const;
/** A status the details page names. */
export type ChargebackDetailStatus = (typeof CHARGEBACK_DETAIL_STATUSES)[number];

const chargebackListItem = withAliases(
  { dueDate: ['due_date'] },
  z.object({
    id,
    amount: numeric,
    /** One of CHARGEBACK_STATUSES, or another word the server sends. */
    status: status(CHARGEBACK_STATUSES),
    balance: optionalNumeric,
    transactionReference: optionalText,
    dueDate: optionalText,
    currency: optionalText,
    dateCreated: optionalText,
    customerEmail: optionalText,
    merchantName: optionalText,
    /** The payment reference. */
    rrn: optionalText,
  }),
);
export type ChargebackListItem = z.infer<typeof chargebackListItem>;

/** items and totalItems, under data or at the top of the body. */
export const chargebacksResponse = listResponse(
  z.object({ data: z.object({ items: list(chargebackListItem), totalItems: optionalNumeric }) }),
);

const chargebackOverview = z.object({
  thresholdPercent: numeric,
  chargebackValue: numeric,
  chargebackCount: numeric,
});

/** The three cards' figures, at the top of the body. */
export const chargebackOverviewResponse = chargebackOverview;

const chargebackFeedback = z.object({
  id,
  isAdmin: flag,
  isFinalComment: z.pipe(
    z.nullish(flag),
    z.transform((value) => value ?? false),
  ),
  comment: optionalText,
  dateCreated: optionalText,
  subsidiaryChargebackDisputeProof: list(z.object({ id, proof: z.string() })),
});

const chargebackDetail = z.object({
  chargeback: withAliases(
    { dueDate: ['due_date'] },
    z.object({
      dateCreated: optionalText,
      /** Beyond the spec's field list: read when sent, for the due-date countdown. */
      dueDate: optionalText,
      chargebackStatus: z.nullish(z.object({ name: optionalStatus(CHARGEBACK_DETAIL_STATUSES) })),
      currency: z.nullish(z.object({ name: optionalText })),
      amount: numeric,
      subsidiaryChargebackDispute: list(chargebackFeedback),
    }),
  ),
  order: z.object({
    paymentType: optionalText,
    customer: z.nullish(
      z.object({
        firstName: optionalText,
        lastName: optionalText,
        emailAddress: optionalText,
        mobileNumber: optionalText,
      }),
    ),
    subsidiary: z.nullish(
      z.object({ name: optionalText, id: z.nullish(id), supportEmail: optionalText }),
    ),
    currency: z.nullish(z.object({ shortName: optionalText })),
    amount: optionalNumeric,
    totalChargedAmount: optionalNumeric,
    paymentReference: optionalText,
    orderReference: optionalText,
    fee: optionalNumeric,
    customerFee: optionalNumeric,
    subsidiaryFee: optionalNumeric,
  }),
});
export type ChargebackDetail = z.infer<typeof chargebackDetail>;

/** The chargeback and order objects, at the top of the body. */
export const chargebackDetailResponse = chargebackDetail;

/** The Treat Chargeback form: accept the chargeback, or decline it with proof. */
export interface ChargebackTreatment {
  chargebackId: string;
  accepted: boolean;
  comment: string;
  proofs?: readonly File[];
}
