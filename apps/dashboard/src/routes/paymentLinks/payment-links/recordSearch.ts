import { findPaymentLinks } from '@merchant/api';
import { PATHS, paymentLinkStatusMap } from '@merchant/screens';
import type { ListRecordSearch } from '../../shell/search/listRecordSearch';
import { PAYMENT_LINK_DIALOG } from './dialogs';

/**
 * A payment link opens in its details dialog over the list, found there by its reference: the
 * list's rows carry the link type's name, which the search's record does not.
 */
export const recordSearch: ListRecordSearch<'paymentLink'> = {
  find: findPaymentLinks,
  statuses: paymentLinkStatusMap,
  locate: ({ record }) => ({
    pathname: PATHS.paymentLinks,
    dialog: { name: PAYMENT_LINK_DIALOG, id: record.reference },
  }),
};
