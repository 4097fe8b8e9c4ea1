export { AddBeneficiaryDialog } from './AddBeneficiaryDialog';
export type { AddBeneficiaryDialogProps, NewBeneficiaryValues } from './AddBeneficiaryDialog';
export {
  BENEFICIARY_TYPES,
  addBeneficiaryMessages,
  beneficiaryLookup,
  canCreateBeneficiary,
} from './AddBeneficiaryDialog.schema';
