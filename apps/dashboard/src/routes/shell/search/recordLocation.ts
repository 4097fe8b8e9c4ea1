import type { FoundRecord } from '@merchant/api';
import { PATHS, payoutRowId, settlementRowId } from '@merchant/screens';
import { generatePath } from 'react-router-dom';
import { PAYOUT_DIALOG } from '../../money/payout-flow/dialogs';
import { SETTLEMENT_DIALOG } from '../../money/settlements/dialogs';
import { PAYMENT_LINK_DIALOG } from '../../paymentLinks/payment-links/dialogs';
import { REFUND_DETAILS_DIALOG } from '../../refunds/refund-list/dialogs';

/** Where a record opens: a page, and the history state a list's dialog shows at once. */
interface RecordLocation {
  pathname: string;
  search?: string;
  state?: { dialog: unknown };
}

/** A list with its details dialog open on one row (useUrlDialog's address). */
function listDialog(pathname: string, dialog: string, id: string, row?: unknown): RecordLocation {
  return {
    pathname,
    search: `?${new URLSearchParams({ dialog, id }).toString()}`,
    state: row === undefined ? undefined : { dialog: row },
  };
}

/**
 * A record's details: its details page where one exists, otherwise its list with its details
 * dialog open. The row rides along where the list's rows are the API's rows (settlements,
 * payouts, refunds), so the dialog shows even when the row is not on the list's first page.
 */
export function recordLocation(found: FoundRecord): RecordLocation {
  switch (found.kind) {
    case 'transaction':
      return {
        pathname: generatePath(PATHS.transactionDetails, {
          paymentReference: found.record.paymentReference,
        }),
      };
    case 'chargeback':
      return { pathname: generatePath(PATHS.chargebackDetails, { id: found.record.id }) };
    case 'customer':
      return { pathname: generatePath(PATHS.customerDetails, { customerId: found.record.id }) };
    case 'settlement':
      return listDialog(
        PATHS.settlements,
        SETTLEMENT_DIALOG,
        settlementRowId(found.record),
        found.record,
      );
    case 'payout':
      return listDialog(PATHS.payouts, PAYOUT_DIALOG, payoutRowId(found.record), found.record);
    case 'refund':
      return listDialog(
        PATHS.businessRefunds,
        REFUND_DETAILS_DIALOG,
        found.record.orderReference ?? '',
        found.record,
      );
    case 'paymentLink':
      return listDialog(PATHS.paymentLinks, PAYMENT_LINK_DIALOG, found.record.reference);
    case 'invoice':
      // The invoice list has no details dialog: the invoice is a row of its list.
      return { pathname: PATHS.invoices };
  }
}
