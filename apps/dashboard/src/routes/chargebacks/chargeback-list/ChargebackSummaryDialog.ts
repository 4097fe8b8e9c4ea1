// Its own module so the list can load the summary dialog on first open (see lazyDialog).
export { ChargebackSummaryDialog } from '@merchant/screens';
