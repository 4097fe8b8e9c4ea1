export { NewInvoiceWizard } from './NewInvoiceWizard';
