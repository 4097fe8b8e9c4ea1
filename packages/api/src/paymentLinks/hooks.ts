import { useApiMutation, useApiQuery } from '../core/swr';
import { createPaymentLink, fetchPaymentLinkTypes, updatePaymentLinkStatus } from './client';
import { paymentLinkKeys } from './keys';

export function usePaymentLinkTypes() {
  return useApiQuery(paymentLinkKeys.item('types'), fetchPaymentLinkTypes, {
    revalidateIfStale: false,
  });
}

export function useCreatePaymentLink() {
  return useApiMutation('create-payment-link', createPaymentLink, [paymentLinkKeys.all]);
}

export function useUpdatePaymentLinkStatus() {
  return useApiMutation('update-payment-link-status', updatePaymentLinkStatus, [
    paymentLinkKeys.all,
  ]);
}
