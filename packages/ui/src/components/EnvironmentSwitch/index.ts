export { EnvironmentSwitch } from './EnvironmentSwitch';
export type { EnvironmentSwitchProps, EnvironmentName } from './EnvironmentSwitch';
