export { CreatePaymentLinkDialog } from './CreatePaymentLinkDialog';
