export {
  BeneficiaryListScreen,
  BENEFICIARIES_EMPTY_TEXT,
  beneficiaryColumns,
} from './BeneficiaryListScreen';
export type { BeneficiaryListScreenProps } from './BeneficiaryListScreen';
