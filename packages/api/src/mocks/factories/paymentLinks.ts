import type { Random } from '../random';
import { amount, daysAgo } from './common';

export interface PaymentLinkRecord {
  id: string;
  subsidiaryId: string;
  name: string;
  description: string;
  amount: number | null;
  limit: number | null;
  currency: string;
  paymentType: string;
  authOption: 'NOAUTH' | 'AUTH';
  isActive: boolean;
  reference: string;
  paymentLinkUrl: string;
  dateCreated: string;
}

export const PAYMENT_LINK_TYPES = [
  { code: 'SINGLE_CHARGE', paymentLinkName: 'Single Charge' },
  { code: 'MULTIPLE_CHARGE', paymentLinkName: 'Multiple Charge' },
  { code: 'SUBSCRIPTION', paymentLinkName: 'Subscription' },
  { code: 'DONATION', paymentLinkName: 'Donation' },
] as const;

/** Where a payment link opens (the payment gateway root). */
const PAYMENT_GATEWAY_ROOT = 'https://checkout.paymerchant.ng';

export function buildPaymentLink(
  overrides: Partial<PaymentLinkRecord> & Pick<PaymentLinkRecord, 'id' | 'subsidiaryId'>,
): PaymentLinkRecord {
  const reference = overrides.reference ?? `PLK-${overrides.id}`;
  return {
    name: 'Store checkout',
    description: '',
    amount: null,
    limit: null,
    currency: 'NGN',
    paymentType: 'SINGLE_CHARGE',
    authOption: 'NOAUTH',
    isActive: true,
    reference,
    paymentLinkUrl: `${PAYMENT_GATEWAY_ROOT}/pay/${reference}`,
    dateCreated: new Date(0).toISOString(),
    ...overrides,
  };
}

const LINKS = [
  { name: 'Weekend fruit basket', description: 'Mixed seasonal fruit, delivered Saturday' },
  { name: 'Catering deposit', description: '30% deposit for event catering' },
  { name: 'Monthly veggie box', description: 'Fresh vegetables every month' },
  { name: 'Support our farm school', description: 'Donations for the Epe farm school' },
  { name: 'Bulk rice order', description: '50kg bags of local rice' },
  { name: 'Ankara fabric bundle', description: 'Six yards, assorted prints' },
] as const;

/** `count` links of a business, oldest first; a few inactive, some without amount or limit. */
export function paymentLinksFor(
  subsidiaryId: string,
  count: number,
  random: Random,
  now: Date,
): PaymentLinkRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const link = LINKS[index % LINKS.length] ?? LINKS[0];
    const type = PAYMENT_LINK_TYPES[index % PAYMENT_LINK_TYPES.length] ?? PAYMENT_LINK_TYPES[0];
    const currency = index % 5 === 3 ? 'USD' : 'NGN';
    return buildPaymentLink({
      id: `${subsidiaryId}-${index + 1}`,
      subsidiaryId,
      ...link,
      amount:
        type.code === 'DONATION'
          ? null
          : currency === 'USD'
            ? amount(random, 10, 300)
            : amount(random, 2000, 150_000),
      limit: index % 3 === 0 ? null : random.int(10, 500),
      currency,
      paymentType: type.code,
      authOption: index % 4 === 1 ? 'AUTH' : 'NOAUTH',
      isActive: index % 5 !== 2,
      reference: `PLK-${random.digits(8)}`,
      dateCreated: daysAgo(now, 120 - index * 7, random),
    });
  }).map((row) => ({ ...row, paymentLinkUrl: `${PAYMENT_GATEWAY_ROOT}/pay/${row.reference}` }));
}
