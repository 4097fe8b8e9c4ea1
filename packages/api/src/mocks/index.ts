export { handlers } from './handlers';
export { resetDb, sandboxNow, currentDataSize } from './db';
export type { DataSize } from './db';
export { SCENARIOS, scenarioHandlers, applyScenarioData } from './scenarios';
export type { ScenarioName } from './scenarios';
