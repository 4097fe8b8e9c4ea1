import { defineTable } from '../db';
import { buildBeneficiary, type BeneficiaryRecord } from '../factories/beneficiaries';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 12, large: 500 } as const;

/** Saved beneficiaries per business, oldest first. */
export const beneficiaries = defineTable<BeneficiaryRecord>('beneficiaries', (context) =>
  seedPerBusiness((subsidiaryId) =>
    Array.from({ length: COUNTS[context.size] }, () => buildBeneficiary({ subsidiaryId }, context)),
  ).sort(byDate((row) => row.dateCreated)),
);
