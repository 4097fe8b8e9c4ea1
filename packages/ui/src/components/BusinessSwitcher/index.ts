export { BusinessSwitcher } from './BusinessSwitcher';
export type { BusinessSwitcherProps, Business } from './BusinessSwitcher';
