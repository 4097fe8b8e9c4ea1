export { RoleFormDialog } from './RoleFormDialog';
export type { RoleFormDialogProps } from './RoleFormDialog';
export { roleFormSchema, roleFormMessages } from './RoleFormDialog.schema';
