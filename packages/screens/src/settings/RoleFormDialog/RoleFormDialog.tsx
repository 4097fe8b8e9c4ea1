import { Checkbox, Fieldset, Modal } from '@merchant/ui';
import { FormField, FormTextField, FormTextarea } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useDialogForm } from '../../forms/useDialogForm';
import type { PermissionChoice, RoleFormValues } from '../types';
import { roleFormSchema } from './RoleFormDialog.schema';
import { PermissionGrid } from './RoleFormDialog.styles';

export interface RoleFormDialogProps extends FormDialogProps<RoleFormValues> {
  /** 'create' for 'Create custom role', 'edit' for 'Edit role'. */
  mode: 'create' | 'edit';
  /** The role being edited; empty for a new one. */
  initialValues?: RoleFormValues;
  /** The permission catalogue. */
  permissions: readonly PermissionChoice[];
}

const EMPTY: RoleFormValues = { name: '', description: '', permissions: [] };

function RoleFormBody({
  mode,
  initialValues = EMPTY,
  permissions,
  onClose,
  onSubmit,
  ...state
}: Omit<RoleFormDialogProps, 'open'>) {
  const { control, submit } = useDialogForm({
    schema: roleFormSchema,
    defaultValues: initialValues,
    onSubmit,
    ...state,
  });

  return (
    <DialogForm
      label={mode === 'create' ? 'Create custom role' : 'Edit role'}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={mode === 'create' ? 'Create role' : 'Save changes'}
      {...state}
    >
      <FormTextField control={control} name="name" label="Role name" required data-autofocus />
      <FormTextarea control={control} name="description" label="Description" required rows={3} />
      <FormField
        control={control}
        name="permissions"
        render={(field) => (
          <Fieldset legend="Permissions" required error={field.error}>
            <PermissionGrid>
              {permissions.map((permission) => (
                <Checkbox
                  key={permission.id}
                  label={permission.label}
                  checked={field.value.includes(permission.id)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, permission.id]
                        : field.value.filter((id) => id !== permission.id),
                    )
                  }
                />
              ))}
            </PermissionGrid>
          </Fieldset>
        )}
      />
    </DialogForm>
  );
}

/** 'Create custom role' and 'Edit role': name, description and permissions, all required. */
export function RoleFormDialog({ open, ...rest }: RoleFormDialogProps) {
  return (
    <Modal
      open={open}
      onClose={rest.onClose}
      size="lg"
      title={rest.mode === 'create' ? 'Create custom role' : 'Edit role'}
    >
      <RoleFormBody {...rest} />
    </Modal>
  );
}
