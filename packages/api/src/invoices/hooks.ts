import { useMoneyMutation } from '../core/swr';
import { createInvoice } from './client';
import { invoiceKeys } from './keys';

export function useCreateInvoice() {
  return useMoneyMutation('create-invoice', createInvoice, [invoiceKeys.all]);
}
