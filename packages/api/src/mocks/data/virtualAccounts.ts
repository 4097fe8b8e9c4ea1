import { defineTable } from '../db';
import { buildVirtualAccount, type VirtualAccountRecord } from '../factories/virtualAccounts';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 6, large: 400 } as const;

/** Static (virtual) accounts per business, oldest first. */
export const virtualAccounts = defineTable<VirtualAccountRecord>('virtual-accounts', (context) =>
  seedPerBusiness((subsidiaryId, name) =>
    Array.from({ length: COUNTS[context.size] }, () => {
      const row = buildVirtualAccount({ subsidiaryId }, context);
      return { ...row, accountName: `${name} / ${row.accountName}` };
    }),
  ).sort(byDate((row) => row.dateCreated)),
);
