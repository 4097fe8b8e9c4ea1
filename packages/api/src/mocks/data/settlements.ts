import { defineTable } from '../db';
import { buildSettlement, type SettlementRecord } from '../factories/settlements';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 40, large: 2_000 } as const;

/** Settlements per business, oldest first. */
export const settlements = defineTable<SettlementRecord>('settlements', (context) =>
  seedPerBusiness((subsidiaryId, subsidiaryName) =>
    Array.from({ length: COUNTS[context.size] }, () =>
      buildSettlement({ subsidiaryId, subsidiaryName }, context),
    ),
  ).sort(byDate((row) => row.date_created)),
);
