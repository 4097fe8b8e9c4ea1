export { CreatePaymentLinkDialog } from './CreatePaymentLinkDialog';
export type { CreatePaymentLinkDialogProps } from './CreatePaymentLinkDialog';
export {
  createPaymentLinkMessages,
  createPaymentLinkSchema,
  canCreatePaymentLink,
} from './CreatePaymentLinkDialog.schema';
export type { CreatePaymentLinkFormValues } from './CreatePaymentLinkDialog.schema';
