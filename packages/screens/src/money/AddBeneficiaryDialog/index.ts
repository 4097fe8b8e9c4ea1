export { AddBeneficiaryDialog } from './AddBeneficiaryDialog';
