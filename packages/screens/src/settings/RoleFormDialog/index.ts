export { RoleFormDialog } from './RoleFormDialog';
