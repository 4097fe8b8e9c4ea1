import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Checkbox, Fieldset, Modal, TextField, Textarea } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { SettingsActions } from '../components/SettingsSection.styles';
import type { PermissionChoice, RoleFormValues } from '../types';
import { roleFormSchema } from './RoleFormDialog.schema';
import { PermissionGrid, RoleForm } from './RoleFormDialog.styles';

export interface RoleFormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** 'create' for 'Create custom role', 'edit' for 'Edit role'. */
  mode: 'create' | 'edit';
  /** The role being edited; empty for a new one. */
  initialValues?: RoleFormValues;
  /** The permission catalogue. */
  permissions: readonly PermissionChoice[];
  /** Called by Cancel, Close, Escape and the backdrop. */
  onClose: () => void;
  /** Called once with the name, description and permission ids. */
  onSubmit: (values: RoleFormValues) => void;
  /** Progress of the save; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'; the form keeps what was typed. */
  errorMessage?: string;
}

const EMPTY: RoleFormValues = { name: '', description: '', permissions: [] };

function RoleFormBody({
  mode,
  initialValues = EMPTY,
  permissions,
  onClose,
  onSubmit,
  submitState,
  errorMessage,
}: Omit<RoleFormDialogProps, 'open'>) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RoleFormValues>({
    mode: 'onTouched',
    defaultValues: initialValues,
    resolver: zodResolver(roleFormSchema),
  });
  const pending = submitState === 'pending';
  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <RoleForm
      noValidate
      aria-label={mode === 'create' ? 'Create custom role' : 'Edit role'}
      onSubmit={submit}
    >
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <TextField
        label="Role name"
        required
        error={errors.name?.message}
        data-autofocus
        {...register('name')}
      />
      <Textarea
        label="Description"
        required
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <Fieldset legend="Permissions" required error={errors.permissions?.message}>
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
      <SettingsActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={pending || isSubmitting}>
          {mode === 'create' ? 'Create role' : 'Save changes'}
        </Button>
      </SettingsActions>
    </RoleForm>
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
