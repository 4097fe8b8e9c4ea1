export { handlers } from './handlers';
export { resetDb, sandboxNow, currentDataSize } from './db';
export type { DataSize } from './db';
export { SCENARIOS, scenarioHandlers, applyScenarioData } from './scenarios';
export type { ScenarioName } from './scenarios';
export { setFaults, clearFaults, readFaults, SERVER_ERROR_BODY } from './faults';
export {
  FAULT_MODES,
  FAULTS_STORAGE_KEY,
  DEFAULT_SLOW_MS,
  parseFaults,
  formatFaults,
} from './faultRules';
export type { FaultMode, FaultRule, FaultMethod } from './faultRules';
export { DEMO_ACCOUNTS, DEMO_BUSINESS_IDS, DEMO_OTP } from './demo';
export { DEMO_INVITATION_TOKEN, sandboxVerificationToken } from './data/auth';
