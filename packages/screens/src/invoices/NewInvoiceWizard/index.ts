export { NewInvoiceWizard, INVOICE_STEPS } from './NewInvoiceWizard';
export type { NewInvoiceWizardProps } from './NewInvoiceWizard';
export { invoiceMessages, invoiceTotals } from './NewInvoiceWizard.schema';
