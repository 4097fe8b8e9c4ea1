import { useCreateRole, useEditRole, type RoleId } from '@merchant/api';
import { RoleFormDialog, type PermissionChoice, type RoleFormValues } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

export interface RoleDialogFlowProps {
  /** The role being edited, with what it holds; none to create one. */
  editing?: { roleId: RoleId; values: RoleFormValues };
  /** The permission catalogue, as the form's choices. */
  permissions: readonly PermissionChoice[];
  /** The ids as the server sent them (number or string) for the form's chosen ids. */
  toRawIds: (ids: readonly string[]) => RoleId[];
  /** The dialog closes: cancelled, or the role saved. */
  onClose: () => void;
}

/** 'Create Role' and 'Edit Role': the form and its request, loaded when the dialog opens. */
export function RoleDialogFlow({ editing, permissions, toRawIds, onClose }: RoleDialogFlowProps) {
  const { trigger: createRole } = useCreateRole();
  const { trigger: editRole } = useEditRole();
  // The dialog closes on a success: a late second click sends nothing.
  const save = useAction(
    async (values: RoleFormValues) => {
      const input = { ...values, permissions: toRawIds(values.permissions) };
      await (editing ? editRole({ ...input, roleId: editing.roleId }) : createRole(input));
      onClose();
    },
    { holdsAfterSuccess: true },
  );

  return (
    <RoleFormDialog
      open
      mode={editing ? 'edit' : 'create'}
      initialValues={editing?.values}
      permissions={permissions}
      onClose={onClose}
      onSubmit={(values) => void save.run(values)}
      submitState={save.submitState}
      errorMessage={save.errorMessage}
    />
  );
}
