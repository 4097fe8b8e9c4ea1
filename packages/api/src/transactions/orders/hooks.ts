import { useApiQuery } from '../../core/swr';
import { fetchOrder } from './client';
import { orderKeys } from './keys';

export function useOrder(paymentReference: string | undefined) {
  return useApiQuery(paymentReference ? orderKeys.detail(paymentReference) : null, () =>
    fetchOrder(paymentReference ?? ''),
  );
}
