export { BeneficiaryListScreen, beneficiaryColumns } from './BeneficiaryListScreen';
