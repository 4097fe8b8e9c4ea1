import type { ReadOptions } from '../core/http';
import { holdsReference } from '../shell/search/referenceShape';
import { firstFound } from '../shell/search/firstFound';
import type { FoundOf } from '../shell/search/schemas';
import { fetchPaymentLinks } from './client';
import { PAYMENT_LINK_STATUSES } from './schemas';

const [ACTIVE, INACTIVE] = PAYMENT_LINK_STATUSES;

/** Payment links by reference, among every link (the list has no such filter). */
export async function findPaymentLinks(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'paymentLink'>[]> {
  const records = (await fetchPaymentLinks({}, options)).items.filter((record) =>
    holdsReference([record.reference], text),
  );
  return firstFound('paymentLink', records, (record) => ({
    reference: record.reference,
    detail: record.name,
    amount: record.amount,
    currency: record.currency,
    // The API sends a flag; its status filter names the two states.
    status: record.isActive ? ACTIVE : INACTIVE,
    date: record.dateCreated,
  }));
}
