export { EnvironmentSwitch } from './EnvironmentSwitch';
export type { EnvironmentSwitchProps } from './EnvironmentSwitch';
