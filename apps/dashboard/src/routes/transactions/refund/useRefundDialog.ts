import type { TransactionRow } from '@merchant/screens';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** The refund dialog in the URL (?dialog=refund&id=<payment reference>). */
export const useRefundDialog = () => useUrlDialog<TransactionRow>('refund');
