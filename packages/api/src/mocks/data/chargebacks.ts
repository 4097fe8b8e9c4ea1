import { defineTable } from '../db';
import { buildChargeback, type ChargebackRecord } from '../factories/chargebacks';
import { byDate, seedPerBusiness } from './subsidiaries';

const COUNTS = { empty: 0, default: 16, large: 800 } as const;

/** Chargebacks per business, oldest first; the two newest are New and Pending so treatment can be tried. */
export const chargebacks = defineTable<ChargebackRecord>('chargebacks', (context) =>
  seedPerBusiness((subsidiaryId, name) => {
    const rows = Array.from({ length: COUNTS[context.size] }, () => {
      const row = buildChargeback({ subsidiaryId, merchantName: name }, context);
      return {
        ...row,
        order: { ...row.order, subsidiary: { ...row.order.subsidiary, id: subsidiaryId, name } },
      };
    }).sort(byDate((row) => row.dateCreated));
    return rows.map((row, index): ChargebackRecord => {
      const fromEnd = rows.length - index;
      return fromEnd === 1
        ? { ...row, status: 'New' }
        : fromEnd === 2
          ? { ...row, status: 'Pending' }
          : row;
    });
  }).sort(byDate((row) => row.dateCreated)),
);

/** Only New and Pending chargebacks can be treated (accepted or disputed). */
export const TREATABLE_STATUSES: readonly string[] = ['New', 'Pending'];

/** The sandbox limit behind 'Remaining of your threshold': 25 chargebacks. */
export const CHARGEBACK_THRESHOLD_COUNT = 25;
