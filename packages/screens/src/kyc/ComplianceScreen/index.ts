export { ComplianceScreen } from './ComplianceScreen';
export type { TabSave } from './ComplianceScreen';
export { nextAfterSave, toKycTab } from './kycTabs';
export type { KycTab } from './kycTabs';
