export { ComplianceScreen } from './ComplianceScreen';
export type {
  ComplianceScreenProps,
  ComplianceProfileData,
  ComplianceBankData,
  TabSave,
} from './ComplianceScreen';
export { KYC_TABS, DEFAULT_KYC_TAB, nextAfterSave, toKycTab } from './kycTabs';
export type { KycTab } from './kycTabs';
