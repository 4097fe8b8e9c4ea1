import type { ReadOptions } from '../core/http';
import { holdsReference, RECORDS_PER_KIND } from '../shell/search/referenceShape';
import type { FoundOf } from '../shell/search/schemas';
import { fetchPaymentLinks } from './client';
import { PAYMENT_LINK_STATUSES } from './schemas';

const [ACTIVE, INACTIVE] = PAYMENT_LINK_STATUSES;

/** Payment links by reference, among every link (the list has no such filter). */
export async function findPaymentLinks(
  text: string,
  options: ReadOptions = {},
): Promise<FoundOf<'paymentLink'>[]> {
  return (await fetchPaymentLinks({}, options)).items
    .filter((record) => holdsReference([record.reference], text))
    .slice(0, RECORDS_PER_KIND)
    .map((record) => ({
      kind: 'paymentLink',
      record,
      reference: record.reference,
      detail: record.name,
      amount: record.amount,
      currency: record.currency,
      // The API sends a flag; its status filter names the two states.
      status: record.isActive ? ACTIVE : INACTIVE,
      date: record.dateCreated,
    }));
}
