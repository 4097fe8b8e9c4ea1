import { useCreateRole, useEditRole, type RoleId } from '@merchant/api';
import { RoleFormDialog, type PermissionChoice, type RoleFormValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

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
  const create = useCreateRole();
  const edit = useEditRole();
  const mutation = editing ? edit : create;

  const save = (values: RoleFormValues) => {
    if (mutation.isMutating) return;
    const input = { ...values, permissions: toRawIds(values.permissions) };
    const request = editing
      ? edit.trigger({ ...input, roleId: editing.roleId })
      : create.trigger(input);
    request.then(onClose, () => undefined);
  };

  return (
    <RoleFormDialog
      open
      mode={editing ? 'edit' : 'create'}
      initialValues={editing?.values}
      permissions={permissions}
      onClose={onClose}
      onSubmit={save}
      submitState={submitStateOf(mutation)}
      errorMessage={errorMessageOf(mutation.error)}
    />
  );
}
