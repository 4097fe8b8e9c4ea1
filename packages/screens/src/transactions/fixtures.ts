import type { ListRows } from '../types';
import { ORDER_STATUSES, type OrderStatus } from './status';
import type { TransactionRow } from './types';

/** A Successful NGN card payment with every field filled, with overrides. */
export function buildTransaction(overrides: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id: '1001',
    dateCreated: '2024-03-05T14:07:09',
    customerEmail: 'ada@adastores.ng',
    customerId: 'C-2001',
    customerName: 'Ada Okafor',
    customerPhone: '+2348012345678',
    currency: 'NGN',
    amountFormatted: '12,500.00',
    amount: 12500,
    settlementAmount: 12312.5,
    paymentTypeName: 'Card',
    maskedPan: '539983******4321',
    orderReference: 'ORD-7F3K2Q',
    paymentReference: 'PAY-20240305-0001',
    paymentResponseCode: '00',
    paymentResponseMessage: 'Approved by Financial Institution',
    orderStatus: 'Successful',
    narration: 'Order #7F3K2Q from Ada Stores',
    remarks: 'Priority delivery',
    fee: 187.5,
    subsidiaryFee: 187.5,
    customerFee: 0,
    whoBearsFee: 'Merchant',
    dateUpdated: '2024-03-05T14:08:40',
    datePaymentConfirmed: '2024-03-05T14:07:52',
    settlementStatus: 'Settled',
    ...overrides,
  };
}

/** A bank transfer: the instrument is the account number, not a card. */
export function buildBankTransfer(overrides: Partial<TransactionRow> = {}): TransactionRow {
  return buildTransaction({
    paymentTypeName: 'Bank Transfer',
    accountNumber: '0123456789',
    maskedPan: undefined,
    ...overrides,
  });
}

const customers = [
  ['Ada Okafor', 'ada@adastores.ng'],
  ['Tunde Bakare', 'tunde.bakare@gmail.com'],
  ['Chioma Eze', 'chioma@ezefoods.com'],
  ['Ibrahim Musa', 'imusa@yahoo.com'],
  ['Grace Adeyemi', 'grace.adeyemi@outlook.com'],
] as const;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * `count` transactions, newest first (as the list shows them): every status in turn, NGN and
 * USD alternating, card and bank payments alternating, one day and 37 minutes apart.
 */
export function buildTransactionList(count = 25): TransactionRow[] {
  return Array.from({ length: count }, (_, index) => {
    const status: OrderStatus = ORDER_STATUSES[index % ORDER_STATUSES.length] ?? 'Successful';
    const [customerName, customerEmail] = customers[index % customers.length] ?? customers[0];
    const usd = index % 2 === 1;
    const amount = usd ? 40 + index * 12.5 : 5000 + index * 1250.75;
    const fee = Math.round(amount * 0.015 * 100) / 100;
    const minutes = index * (24 * 60 + 37);
    const created = new Date(Date.UTC(2024, 2, 28, 16, 45) - minutes * 60_000);
    const dateCreated = `${created.getUTCFullYear()}-${pad(created.getUTCMonth() + 1)}-${pad(
      created.getUTCDate(),
    )}T${pad(created.getUTCHours())}:${pad(created.getUTCMinutes())}:00`;
    const overrides: Partial<TransactionRow> = {
      id: String(1000 + count - index),
      dateCreated,
      customerName,
      customerEmail,
      currency: usd ? 'USD' : 'NGN',
      amount,
      settlementAmount: status === 'Successful' ? amount - fee : undefined,
      fee,
      subsidiaryFee: fee,
      orderStatus: status,
      orderReference: `ORD-${pad(count - index, 4)}`,
      paymentReference: `PAY-${dateCreated.slice(0, 10).replace(/-/g, '')}-${pad(count - index, 4)}`,
    };
    return index % 3 === 2 ? buildBankTransfer(overrides) : buildTransaction(overrides);
  });
}

/** One page of `rows`, with the total across pages. */
export function transactionPage(
  rows: readonly TransactionRow[],
  pageIndex = 0,
  pageSize = 10,
  total = rows.length,
): ListRows<TransactionRow> {
  return { rows: rows.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize), total };
}
