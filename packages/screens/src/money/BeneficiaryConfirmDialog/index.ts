export { BeneficiaryConfirmDialog } from './BeneficiaryConfirmDialog';
export type { BeneficiaryAction } from './BeneficiaryConfirmDialog';
