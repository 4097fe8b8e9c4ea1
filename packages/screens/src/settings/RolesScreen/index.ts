export { RolesScreen } from './RolesScreen';
