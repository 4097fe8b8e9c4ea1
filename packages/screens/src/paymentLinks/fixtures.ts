import type { PaymentLinkRow, PaymentLinkTypeOption } from './types';

/** The types of payment/link/types, as the sandbox serves them. */
export const paymentLinkTypes: PaymentLinkTypeOption[] = [
  { code: 'SINGLE_CHARGE', paymentLinkName: 'Single Charge' },
  { code: 'MULTIPLE_CHARGE', paymentLinkName: 'Multiple Charge' },
  { code: 'DONATION', paymentLinkName: 'Donation' },
];

/** An active NGN link with an amount and a limit; pass overrides for what a story cares about. */
export function buildPaymentLink(overrides: Partial<PaymentLinkRow> = {}): PaymentLinkRow {
  return {
    name: 'Weekend fruit basket',
    description: 'Mixed seasonal fruit, delivered Saturday',
    amount: 12_500,
    limit: 40,
    currency: 'NGN',
    paymentType: 'SINGLE_CHARGE',
    typeName: 'Single Charge',
    authOption: 'NOAUTH',
    isActive: true,
    reference: 'PLK-0001',
    paymentLinkUrl: 'https://checkout.paymerchant.ng/pay/PLK-0001',
    dateCreated: '2024-03-20T09:15:00',
    ...overrides,
  };
}

/** Active and inactive links, one without a limit and one without an amount. */
export const paymentLinkRows: PaymentLinkRow[] = [
  buildPaymentLink(),
  buildPaymentLink({
    name: 'Catering deposit',
    reference: 'PLK-0002',
    paymentLinkUrl: 'https://checkout.paymerchant.ng/pay/PLK-0002',
    amount: 250,
    currency: 'USD',
    limit: undefined,
    isActive: false,
    paymentType: 'MULTIPLE_CHARGE',
    typeName: 'Multiple Charge',
  }),
  buildPaymentLink({
    name: 'Support our farm school',
    reference: 'PLK-0003',
    paymentLinkUrl: 'https://checkout.paymerchant.ng/pay/PLK-0003',
    amount: undefined,
    limit: undefined,
    paymentType: 'DONATION',
    typeName: 'Donation',
    authOption: 'AUTH',
  }),
];
