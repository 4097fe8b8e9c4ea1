export { Menu } from './Menu';
export type { MenuProps, MenuItem, MenuTriggerVariant } from './Menu';
