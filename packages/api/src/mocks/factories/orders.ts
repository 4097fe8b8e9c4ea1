import type { Random } from '../random';
import { accountNumber, amount, maskedPan, reference } from './common';
import type { CustomerRecord } from './customers';
import { ORDER_STATUSES, type OrderStatus } from '../../transactions/orders/schemas';

type Currency = 'NGN' | 'USD';

export interface OrderRecord {
  id: string;
  subsidiaryId: string;
  dateCreated: string;
  customerEmail: string;
  customerId: string;
  customerName: string;
  customerPhone: string;
  currency: Currency;
  amountFormatted: string;
  amount: number;
  settlementAmount: number;
  paymentTypeName: string;
  accountNumber: string | null;
  maskedPan: string | null;
  orderReference: string;
  paymentReference: string;
  paymentResponseCode: string;
  paymentResponseMessage: string;
  orderStatus: OrderStatus;
  narration: string;
  remarks: string;
  fee: number;
  subsidiaryFee: number;
  customerFee: number;
  whoBearsFee: 'Customer' | 'Merchant';
  dateUpdated: string | null;
  datePaymentConfirmed: string | null;
  settlementStatus: 'Settled' | 'Pending' | 'Not Applicable';
}

const amountFormat = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function formatAmount(currency: string, value: number) {
  return `${currency} ${amountFormat.format(value)}`;
}

const RESPONSES: Record<OrderStatus, { code: string; message: string }> = {
  Successful: { code: '00', message: 'Approved by Financial Institution' },
  Failed: { code: '51', message: 'Insufficient Funds' },
  Reversed: { code: '00', message: 'Transaction reversed' },
  Pending: { code: '09', message: 'Request in progress' },
  Processing: { code: '09', message: 'Request in progress' },
  Initiated: { code: '', message: '' },
  'Awaiting-Confirmation': { code: '', message: '' },
};

const NARRATIONS = [
  'Weekly groceries',
  'Bulk order',
  'Invoice settlement',
  'Online checkout',
  'Delivery to Lekki',
  '',
] as const;

function buildOrder(
  overrides: Partial<OrderRecord> & Pick<OrderRecord, 'id' | 'subsidiaryId'>,
): OrderRecord {
  const currency = overrides.currency ?? 'NGN';
  const value = overrides.amount ?? 25000;
  const status = overrides.orderStatus ?? 'Successful';
  const fee = Math.min(Math.round(value * 0.015 * 100) / 100, currency === 'NGN' ? 2000 : 15);
  const dateCreated = overrides.dateCreated ?? new Date(0).toISOString();
  const response = RESPONSES[status];
  return {
    dateCreated,
    customerEmail: 'ngozi.eze@gmail.com',
    customerId: '5001',
    customerName: 'Ngozi Eze',
    customerPhone: '+2348030000001',
    currency,
    amountFormatted: formatAmount(currency, value),
    amount: value,
    settlementAmount: status === 'Successful' ? Math.round((value - fee) * 100) / 100 : 0,
    paymentTypeName: 'Card',
    accountNumber: null,
    maskedPan: '539983******4421',
    orderReference: `ORD-${overrides.id}`,
    paymentReference: `PAY-${overrides.id}`,
    paymentResponseCode: response.code,
    paymentResponseMessage: response.message,
    orderStatus: status,
    narration: '',
    remarks: '',
    fee,
    subsidiaryFee: fee,
    customerFee: 0,
    whoBearsFee: 'Merchant',
    dateUpdated: status === 'Initiated' ? null : dateCreated,
    datePaymentConfirmed: status === 'Successful' || status === 'Reversed' ? dateCreated : null,
    settlementStatus: status === 'Successful' ? 'Settled' : 'Not Applicable',
    ...overrides,
  };
}

function pickStatus(index: number, random: Random): OrderStatus {
  // The first rows cover every status; the rest are mostly successful, as real traffic is.
  if (index < ORDER_STATUSES.length) return ORDER_STATUSES[index] ?? 'Successful';
  const roll = random.next();
  if (roll < 0.6) return 'Successful';
  if (roll < 0.72) return 'Failed';
  if (roll < 0.8) return 'Pending';
  if (roll < 0.86) return 'Initiated';
  if (roll < 0.91) return 'Awaiting-Confirmation';
  if (roll < 0.96) return 'Processing';
  return 'Reversed';
}

/** What a seeded order is drawn from; the rest of the row follows from these. */
interface OrderDraw {
  index: number;
  buyer: CustomerRecord;
  currency: Currency;
  value: number;
  byCard: boolean;
  status: OrderStatus;
  customerPays: boolean;
  time: number;
}

function seededOrder(
  subsidiaryId: string,
  draw: OrderDraw,
  random: Random,
  now: Date,
): OrderRecord {
  const { index, buyer, currency, value, byCard, status, customerPays, time } = draw;
  const order = buildOrder({
    id: `${subsidiaryId}${String(index + 1).padStart(5, '0')}`,
    subsidiaryId,
    dateCreated: new Date(time).toISOString(),
    customerEmail: buyer.emailAddress,
    customerId: buyer.id,
    customerName: buyer.customerName,
    customerPhone: buyer.mobileNumber,
    currency,
    amount: value,
    orderStatus: status,
    paymentTypeName: byCard ? 'Card' : random.pick(['Bank Transfer', 'USSD', 'Pay with Bank']),
    accountNumber: byCard ? null : accountNumber(random),
    maskedPan: byCard ? maskedPan(random) : null,
    orderReference: reference('ORD', random),
    paymentReference: reference('PMT', random),
    narration: random.pick(NARRATIONS),
  });
  const feeSplit = customerPays
    ? {
        whoBearsFee: 'Customer' as const,
        customerFee: order.fee,
        subsidiaryFee: 0,
        settlementAmount: status === 'Successful' ? value : 0,
      }
    : {};
  const settlement =
    status === 'Successful' && now.getTime() - time < 86_400_000
      ? { settlementStatus: 'Pending' as const }
      : {};
  return { ...order, ...feeSplit, ...settlement };
}

const amountIn = (currency: Currency, random: Random) =>
  currency === 'NGN' ? amount(random, 1500, 850_000) : amount(random, 5, 2000);

/** `count` orders of a business over `spanDays` days, oldest first. */
export function ordersFor(
  subsidiaryId: string,
  buyers: CustomerRecord[],
  count: number,
  spanDays: number,
  random: Random,
  now: Date,
): OrderRecord[] {
  if (!buyers.length) return [];
  const step = (spanDays * 86_400_000) / count;
  return Array.from({ length: count }, (_, index) => {
    const buyer = random.pick(buyers);
    const currency: Currency = random.bool(0.65) ? 'NGN' : 'USD';
    const value = amountIn(currency, random);
    const byCard = random.bool(0.6);
    const status = pickStatus(index, random);
    const customerPays = random.bool(0.3);
    const time =
      now.getTime() - spanDays * 86_400_000 + index * step + random.int(0, Math.floor(step / 2));
    return seededOrder(
      subsidiaryId,
      { index, buyer, currency, value, byCard, status, customerPays, time },
      random,
      now,
    );
  });
}

/** Days of steady traffic `recentOrdersFor` seeds: this week and the one before. */
export const RECENT_DAYS = 14;

/**
 * One successful payment a day in each currency over the last two weeks up to `now`, ids
 * numbered from `firstIndex`. The spread seed is random, so a currency could have no payment
 * in the current week and every home card would read -100 % 'from last week'; with these,
 * both weeks always hold payments in NGN and USD and the changes read like a live business.
 */
export function recentOrdersFor(
  subsidiaryId: string,
  buyers: CustomerRecord[],
  firstIndex: number,
  random: Random,
  now: Date,
): OrderRecord[] {
  if (!buyers.length) return [];
  return Array.from({ length: RECENT_DAYS }, (_, day) =>
    (['NGN', 'USD'] as const).map((currency, slot) => {
      const index = firstIndex + day * 2 + slot;
      const hoursAgo = random.int(1, 23);
      return seededOrder(
        subsidiaryId,
        {
          index,
          buyer: random.pick(buyers),
          currency,
          value: amountIn(currency, random),
          byCard: random.bool(0.6),
          status: 'Successful',
          customerPays: random.bool(0.3),
          time: now.getTime() - (RECENT_DAYS - 1 - day) * 86_400_000 - hoursAgo * 3_600_000,
        },
        random,
        now,
      );
    }),
  ).flat();
}

/**
 * The creation time of a row written by a handler: now, and never before the seeded rows
 * (seeds run up to the sandbox's 09:00 UTC "now"), so new rows list first.
 */
export function freshTimestamp(sandboxNow: Date): string {
  return new Date(Math.max(Date.now(), sandboxNow.getTime() + 60_000)).toISOString();
}
