export { RolesScreen } from './RolesScreen';
export type { RolesScreenProps } from './RolesScreen';
