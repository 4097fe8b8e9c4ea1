import * as z from 'zod';
import { messageResponse } from '../core/schema';
import { INVOICE_STATUSES, invoicesResponse, newInvoice } from './schemas';
import { dateRange, defineOperations } from '../core/operation';

export const invoicesOperations = defineOperations('invoices', {
  fetchInvoices: {
    method: 'GET',
    path: '/subsidiary/dashboard/invoice/all',
    query: z.object({
      status: z.enum(INVOICE_STATUSES).optional().describe('Invoice status filter.'),
      ...dateRange,
    }),
    response: invoicesResponse,
  },
  createInvoice: {
    method: 'POST',
    path: '/subsidiary/dashboard/invoice/create',
    body: newInvoice,
    response: messageResponse,
  },
});
