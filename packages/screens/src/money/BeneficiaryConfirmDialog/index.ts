export { BeneficiaryConfirmDialog } from './BeneficiaryConfirmDialog';
export type { BeneficiaryConfirmDialogProps, BeneficiaryAction } from './BeneficiaryConfirmDialog';
