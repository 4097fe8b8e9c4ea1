import { createKeys } from '../core/swr';

export const invoiceKeys = createKeys('invoices');
