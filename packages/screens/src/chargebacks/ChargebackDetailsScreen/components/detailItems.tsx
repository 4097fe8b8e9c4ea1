import { StatusBadge, formatDate, money, type DescriptionListEntry } from '@merchant/ui';
import type { ChargebackDetails } from '../../types';
import { detailsPageStatusMap } from './detailsStatusMap';

const optionalMoney = (value: number | undefined, currency: string) =>
  value === undefined ? undefined : money(value, currency);

/** The chargeback itself: date, status, channel and the disputed amount. */
export function chargebackItems(details: ChargebackDetails): DescriptionListEntry[] {
  return [
    { label: 'Chargeback date', value: formatDate(details.dateCreated, 'detail') },
    {
      label: 'Status',
      value: <StatusBadge status={details.status} map={detailsPageStatusMap} />,
    },
    { label: 'Payment channel', value: details.paymentChannel, emptyText: 'Not provided' },
    { label: 'Chargeback amount', value: money(details.amount, details.currency) },
  ];
}

/** Who paid. */
export function customerItems(details: ChargebackDetails): DescriptionListEntry[] {
  return [
    { label: 'Customer name', value: details.customerName },
    { label: 'Customer email', value: details.customerEmail },
    { label: 'Customer phone', value: details.customerPhone },
  ];
}

/** The business, with the spec's own words for a missing id and e-mail. */
export function merchantItems(details: ChargebackDetails): DescriptionListEntry[] {
  return [
    { label: 'Merchant name', value: details.merchantName },
    { label: 'Merchant ID', value: details.merchantId, emptyText: 'Not provided' },
    { label: 'Merchant email', value: details.merchantEmail, emptyText: 'Not Available' },
  ];
}

/** The disputed order's amounts and references, in the order's currency. */
export function transactionItems(details: ChargebackDetails): DescriptionListEntry[] {
  const currency = details.transactionCurrency;
  return [
    { label: 'Transaction currency', value: currency },
    { label: 'Transaction amount', value: optionalMoney(details.transactionAmount, currency) },
    { label: 'Total charged amount', value: optionalMoney(details.totalChargedAmount, currency) },
    { label: 'Payment reference', value: details.paymentReference },
    { label: 'Order reference', value: details.orderReference },
    { label: 'Fee', value: optionalMoney(details.fee, currency) },
    {
      label: 'Customer fee / Merchant fee',
      value: `${money(details.customerFee ?? 0, currency)} / ${money(details.merchantFee ?? 0, currency)}`,
    },
  ];
}
