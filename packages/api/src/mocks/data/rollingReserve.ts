import { defineTable } from '../db';
import { buildRollingReserve, type RollingReserveRecord } from '../factories/rollingReserve';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 18, large: 900 } as const;

const toUsd = (value: number) => Math.round((value / 900) * 100) / 100;

/** Reserves per business and currency (every fourth in USD), oldest settlement first. */
export const rollingReserves = defineTable<RollingReserveRecord>('rolling-reserves', (context) =>
  seedPerBusiness((subsidiaryId) =>
    Array.from({ length: COUNTS[context.size] }, (_, index) => {
      const row = buildRollingReserve({ subsidiaryId }, context);
      if (index % 4 !== 3) return row;
      const { settlementAmount, withheldAmount, balance } = row;
      return {
        ...row,
        currency: 'USD',
        settlementAmount: toUsd(settlementAmount),
        withheldAmount: toUsd(withheldAmount),
        balance: toUsd(balance),
      };
    }),
  ).sort(byDate((row) => row.settlementDate)),
);
