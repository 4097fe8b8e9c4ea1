export { AddBusinessDialog } from './AddBusinessDialog';
export type { AddBusinessDialogProps } from './AddBusinessDialog';
export {
  addBusinessMessages,
  addBusinessSchema,
  BUSINESS_LOGO_RULES,
  hasAnyValue,
  internationalMobile,
} from './AddBusinessDialog.schema';
