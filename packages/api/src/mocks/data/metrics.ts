import type { OrderRecord } from '../factories/orders';
import type { RefundRecord } from '../factories/refunds';

/**
 * Metrics are computed from the business's orders and refunds (no table of their own), so a
 * refund or a new order moves them. Inflow: successful payments; outflow: settlements paid
 * out plus approved refunds.
 */
const DAY = 86_400_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const sum = (values: number[]) =>
  Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

function percentChange(current: number, previous: number) {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

function totals(rows: OrderRecord[]) {
  const successful = rows.filter((row) => row.orderStatus === 'Successful');
  return {
    count: successful.length,
    volume: sum(successful.map((row) => row.amount)),
    settlements: sum(
      successful
        .filter((row) => row.settlementStatus === 'Settled')
        .map((row) => row.settlementAmount),
    ),
  };
}

export function transactionSummary(rows: OrderRecord[], now: Date) {
  const within = (from: number, to: number) =>
    rows.filter((row) => {
      const time = new Date(row.dateCreated).getTime();
      return time > now.getTime() - from * DAY && time <= now.getTime() - to * DAY;
    });
  const all = totals(rows);
  const thisWeek = totals(within(7, -1));
  const lastWeek = totals(within(14, 7));
  return {
    ...all,
    countChange: percentChange(thisWeek.count, lastWeek.count),
    volumeChange: percentChange(thisWeek.volume, lastWeek.volume),
    settlementChange: percentChange(thisWeek.settlements, lastWeek.settlements),
  };
}

interface Bucket {
  name_date: string;
  start: number;
  end: number;
}

function buckets(type: 'week' | 'year', now: Date): Bucket[] {
  if (type === 'week') {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return Array.from({ length: 7 }, (_, index) => {
      const start = today - (6 - index) * DAY;
      return { name_date: WEEKDAYS[new Date(start).getUTCDay()] ?? '', start, end: start + DAY };
    });
  }
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - index), 1));
    const next = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1);
    return { name_date: MONTHS[month.getUTCMonth()] ?? '', start: month.getTime(), end: next };
  });
}

export function inflowOutflow(
  rows: OrderRecord[],
  refundRows: RefundRecord[],
  type: 'week' | 'year',
  now: Date,
) {
  const inBucket = (iso: string, bucket: Bucket) => {
    const time = new Date(iso).getTime();
    return time >= bucket.start && time < bucket.end;
  };
  return buckets(type, now).map((bucket) => {
    const paid = rows.filter(
      (row) => row.orderStatus === 'Successful' && inBucket(row.dateCreated, bucket),
    );
    const refunded = refundRows.filter(
      (row) =>
        (row.refundStatus === 'Approved' || row.refundStatus === 'Completed') &&
        inBucket(row.dateCreated, bucket),
    );
    return {
      name_date: bucket.name_date,
      inflow: sum(paid.map((row) => row.amount)),
      outflow: sum([
        ...paid
          .filter((row) => row.settlementStatus === 'Settled')
          .map((row) => row.settlementAmount),
        ...refunded.map((row) => row.refundAmount),
      ]),
    };
  });
}
