import { lazyPage } from '../../app/lazyPage';
import type { PageRoute } from '../../app/pageRoute';

/** The business pages inside the shell: lists of part 1 and the refund screens of part 2. */
export const businessRoutes: readonly PageRoute[] = [
  { id: 'businessRefunds', Page: lazyPage(() => import('../refunds/refund-list')) },
  { id: 'refunds', Page: lazyPage(() => import('../refunds/refund-log')) },
  { id: 'refundDetails', Page: lazyPage(() => import('../refunds/refund-details')) },
  { id: 'disputes', Page: lazyPage(() => import('../chargebacks/disputes')) },
  { id: 'invoices', Page: lazyPage(() => import('../invoices/invoices')) },
  { id: 'newInvoice', Page: lazyPage(() => import('../invoices/new-invoice')) },
  { id: 'products', Page: lazyPage(() => import('../products/products')) },
  { id: 'newProduct', Page: lazyPage(() => import('../products/new-product')) },
  { id: 'paymentLinks', Page: lazyPage(() => import('../paymentLinks/payment-links')) },
  { id: 'customers', Page: lazyPage(() => import('../customers/customers')) },
  { id: 'customerDetails', Page: lazyPage(() => import('../customers/customer-details')) },
];
