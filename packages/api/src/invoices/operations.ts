import * as z from 'zod/mini';
import { messageResponse } from '../core/schema';
import { INVOICE_STATUSES, invoicesResponse, newInvoice } from './schemas';
import { dateRange, defineOperations } from '../core/operation';

export const invoicesOperations = defineOperations('invoices', {
  fetchInvoices: {
    method: 'GET',
    path: '/subsidiary/dashboard/invoice/all',
    query: z.object({
      status: z.optional(z.enum(INVOICE_STATUSES)).check(z.describe('Invoice status filter.')),
      ...dateRange,
    }),
    response: invoicesResponse,
  },
  createInvoice: {
    movesMoney: true,
    method: 'POST',
    path: '/subsidiary/dashboard/invoice/create',
    body: newInvoice,
    response: messageResponse,
  },
});
