import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The business pages inside the shell: lists of part 1 and the refund screens of part 2. */
export const businessRoutes: readonly PageRoute[] = [
  { id: 'businessRefunds', Page: lazyPage(() => import('../business/refund-list')) },
  { id: 'refunds', Page: lazyPage(() => import('../business/refund-log')) },
  { id: 'refundDetails', Page: lazyPage(() => import('../business/refund-details')) },
  { id: 'disputes', Page: lazyPage(() => import('../business/disputes')) },
  { id: 'invoices', Page: lazyPage(() => import('../business/invoices')) },
  { id: 'newInvoice', Page: lazyPage(() => import('../business/new-invoice')) },
  { id: 'products', Page: lazyPage(() => import('../business/products')) },
  { id: 'newProduct', Page: lazyPage(() => import('../business/new-product')) },
  { id: 'paymentLinks', Page: lazyPage(() => import('../business/payment-links')) },
  { id: 'customers', Page: lazyPage(() => import('../business/customers')) },
  { id: 'customerDetails', Page: lazyPage(() => import('../business/customer-details')) },
];
