import { lazyDialog } from '../../../app/lazyDialog';

/** The refund dialog, loaded when it first opens. */
export const LazyRefundFlow = lazyDialog(() =>
  import('./RefundFlow').then((module) => module.RefundFlow),
);
