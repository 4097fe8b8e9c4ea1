import { StatusBadge, formatDate, money, type DescriptionListEntry } from '@merchant/ui';
import { transactionStatusMap } from '../../status';
import type { TransactionRow } from '../../types';

const detailDate = (value: string | undefined) => formatDate(value, 'detail');
// Blank text from the API counts as empty, so it reads 'N/A' like a missing value.
const text = (value: string | undefined) => (value?.trim() ? value : undefined);
const optionalMoney = (value: number | undefined, currency: string) =>
  value === undefined ? undefined : money(value, currency);

/** Order details: references and the processor's answer. */
export function orderItems(transaction: TransactionRow): DescriptionListEntry[] {
  return [
    { label: 'Order reference', value: text(transaction.orderReference) },
    { label: 'Payment reference', value: transaction.paymentReference },
    { label: 'Payment response code', value: text(transaction.paymentResponseCode) },
    { label: 'Payment response message', value: text(transaction.paymentResponseMessage) },
  ];
}

/** Customer details. The spec's country "shows the currency value", so it does. */
export function customerItems(transaction: TransactionRow): DescriptionListEntry[] {
  return [
    { label: 'Name', value: text(transaction.customerName) },
    { label: 'Email', value: text(transaction.customerEmail) },
    { label: 'Phone', value: text(transaction.customerPhone) },
    { label: 'Country', value: transaction.currency },
  ];
}

/** Payment details: method, instrument, amounts, fees, dates and settlement. */
export function paymentItems(transaction: TransactionRow): DescriptionListEntry[] {
  const { currency } = transaction;
  return [
    { label: 'Payment method', value: text(transaction.paymentTypeName) },
    {
      label: 'Payment instrument',
      value: text(transaction.accountNumber) ?? text(transaction.maskedPan),
    },
    { label: 'Currency', value: currency },
    { label: 'Amount', value: money(transaction.amount, currency) },
    {
      label: 'Status',
      value: <StatusBadge status={transaction.orderStatus} map={transactionStatusMap} />,
    },
    { label: 'Narration', value: text(transaction.narration) },
    { label: 'Remark', value: text(transaction.remarks) },
    { label: 'Fee', value: optionalMoney(transaction.fee, currency) },
    { label: 'Merchant fee', value: optionalMoney(transaction.subsidiaryFee, currency) },
    { label: 'Customer fee', value: money(transaction.customerFee ?? 0, currency) },
    { label: 'Who bears the fee', value: text(transaction.whoBearsFee) },
    { label: 'Date created', value: detailDate(transaction.dateCreated) },
    { label: 'Date updated', value: detailDate(transaction.dateUpdated) },
    { label: 'Date payment confirmed', value: detailDate(transaction.datePaymentConfirmed) },
    { label: 'Settlement status', value: text(transaction.settlementStatus) },
  ];
}
