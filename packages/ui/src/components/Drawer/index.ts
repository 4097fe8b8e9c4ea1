export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export type { DrawerSide, DrawerSize } from './Drawer.styles';
