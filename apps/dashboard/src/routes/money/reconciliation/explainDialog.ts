// Its own module so the page loads the dialog on first open (see lazyDialog).
export { ExplainLineDialog } from '@merchant/screens';
