import { defineTable } from '../db';
import { buildFunding, type FundingRecord } from '../factories/funding';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 20, large: 1_000 } as const;

/** Wallet fundings per business, oldest first. */
export const fundingHistory = defineTable<FundingRecord>('funding-history', (context) =>
  seedPerBusiness((subsidiaryId) =>
    Array.from({ length: COUNTS[context.size] }, () => buildFunding({ subsidiaryId }, context)),
  ).sort(byDate((row) => row.dateCreated)),
);
