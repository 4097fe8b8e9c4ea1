export { handlers } from './handlers';
export { resetDb, sandboxNow, currentDataSize } from './db';
export type { DataSize } from './db';
export { SCENARIOS, scenarioHandlers, applyScenarioData } from './scenarios';
export type { ScenarioName } from './scenarios';
export { DEMO_ACCOUNTS, DEMO_BUSINESS_IDS, DEMO_OTP } from './demo';
export { DEMO_INVITATION_TOKEN, sandboxVerificationToken } from './data/auth';
