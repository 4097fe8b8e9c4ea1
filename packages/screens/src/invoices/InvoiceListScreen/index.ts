export { InvoiceListScreen } from './InvoiceListScreen';
