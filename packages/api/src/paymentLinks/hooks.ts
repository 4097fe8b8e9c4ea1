import { useApiMutation, useApiQuery } from '../core/swr';
import {
  createPaymentLink,
  fetchPaymentLinks,
  fetchPaymentLinkTypes,
  updatePaymentLinkStatus,
  type PaymentLinkListQuery,
} from './client';
import { paymentLinkKeys } from './keys';

export function usePaymentLinks(filters: PaymentLinkListQuery = {}) {
  return useApiQuery(paymentLinkKeys.list(filters), () => fetchPaymentLinks(filters));
}

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
