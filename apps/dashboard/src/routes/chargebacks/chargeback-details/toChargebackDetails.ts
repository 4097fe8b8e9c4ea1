import type { ChargebackDetail } from '@merchant/api';
import type { ChargebackDetails } from '@merchant/screens';

/** "The fallback currency for chargeback amounts is NGN" (part 2 section 9). */
const FALLBACK_CURRENCY = 'NGN';

const joinName = (...parts: (string | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' ') || undefined;

/** The api's nested chargeback and order as the details page reads them. */
export function toChargebackDetails(
  id: string,
  { chargeback, order }: ChargebackDetail,
): ChargebackDetails {
  const currency = chargeback.currency?.name ?? FALLBACK_CURRENCY;
  return {
    id,
    dateCreated: chargeback.dateCreated,
    status: chargeback.chargebackStatus?.name,
    dueDate: chargeback.dueDate,
    currency,
    amount: chargeback.amount,
    paymentChannel: order.paymentType,
    customerName: joinName(order.customer?.firstName, order.customer?.lastName),
    customerEmail: order.customer?.emailAddress,
    customerPhone: order.customer?.mobileNumber,
    merchantName: order.subsidiary?.name,
    merchantId: order.subsidiary?.id ?? undefined,
    merchantEmail: order.subsidiary?.supportEmail,
    transactionCurrency: order.currency?.shortName ?? currency,
    transactionAmount: order.amount,
    totalChargedAmount: order.totalChargedAmount,
    paymentReference: order.paymentReference,
    orderReference: order.orderReference,
    fee: order.fee,
    customerFee: order.customerFee,
    merchantFee: order.subsidiaryFee,
    feedback: chargeback.subsidiaryChargebackDispute.map((entry) => ({
      id: entry.id,
      author: entry.isAdmin ? 'Admin' : 'Merchant',
      isFinalComment: entry.isFinalComment,
      comment: entry.comment,
      dateCreated: entry.dateCreated,
      proofs: entry.subsidiaryChargebackDisputeProof.map((proof) => ({
        id: proof.id,
        url: proof.proof,
      })),
    })),
  };
}
