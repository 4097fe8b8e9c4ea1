import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, TextField, toNationalPhone } from '@merchant/ui';
import { FormPhoneField, FormSelect, FormTextField, useFormField } from '../../forms/fields';
import { DialogForm } from '../../forms/DialogForm';
import type { FormDialogProps } from '../../forms/types';
import { useSubmitOnce } from '../../forms/useSubmitOnce';
import type { InviteExistence, RoleName, UserInviteValues } from '../types';
import {
  canSubmitInvite,
  inviteSchema,
  isEmailAddress,
  type InviteFormValues,
} from './InviteUserDialog.schema';
import { Note } from './InviteUserDialog.styles';

export interface InviteUserDialogProps extends FormDialogProps<UserInviteValues> {
  /** 'invite' ('Create New User') or 'update' (Update Role, the e-mail locked). */
  mode: 'invite' | 'update';
  /** The user being updated. */
  user?: UserInviteValues;
  /** The roles to choose from, by name. */
  roles: readonly RoleName[];
  /** Where the e-mail existence check stands (invite only). */
  existence: InviteExistence;
  /** Called with a well-formed e-mail when the user leaves the field (invite only). */
  onCheckEmail: (email: string) => void;
}

const DETAILS_SCHEMA = inviteSchema(true);
const ROLE_ONLY_SCHEMA = inviteSchema(false);

function InviteBody({
  mode,
  user,
  roles,
  existence,
  onCheckEmail,
  onClose,
  onSubmit,
  ...state
}: Omit<InviteUserDialogProps, 'open'>) {
  const updating = mode === 'update';
  const [checkedEmail, setCheckedEmail] = useState('');
  const { control, handleSubmit } = useForm<InviteFormValues, unknown, UserInviteValues>({
    mode: 'onTouched',
    defaultValues: {
      email: user?.email ?? '',
      role: user?.role ?? '',
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      mobileNumber: user?.mobileNumber ? toNationalPhone(user.mobileNumber) : '',
    },
    // Read at validation time: the schema follows the check's answer of the latest render.
    resolver: (data, context, options) => zodResolver(schema)(data, context, options),
  });
  const values = useWatch({ control }) as InviteFormValues;
  // A result counts only for the e-mail it was asked for: editing the e-mail forgets it.
  const status = updating
    ? 'new-user'
    : values.email.trim() === checkedEmail
      ? existence.status
      : 'unchecked';
  const existingUser = status === 'existing-user';
  const showDetails = updating || status === 'new-user';
  const blocked = status !== 'existing-user' && status !== 'new-user';
  const schema = existingUser ? ROLE_ONLY_SCHEMA : DETAILS_SCHEMA;
  // Not a FormTextField: its message also carries the e-mail check's failure, and leaving it
  // starts that check.
  const {
    value: email,
    onBlur: leaveEmail,
    ...emailField
  } = useFormField({ control, name: 'email' });
  // Not useDialogForm: the resolver follows the check's answer, known only after useForm.
  const once = useSubmitOnce(state.submitState);
  const send = once(onSubmit);
  const submit = handleSubmit((payload) => {
    if (!blocked) send(payload);
  });

  const emailError =
    emailField.error ??
    (status === 'error' && existence.status === 'error' ? existence.message : undefined);

  return (
    <DialogForm
      label={updating ? 'Update User' : 'Invite User'}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={updating ? 'Update' : 'Invite'}
      submitDisabled={blocked || !canSubmitInvite(values, existingUser)}
      {...state}
    >
      <TextField
        label="Email address"
        type="email"
        required
        autoComplete="off"
        readOnly={updating}
        helpText={status === 'checking' ? 'Checking this e-mail…' : undefined}
        data-autofocus={updating ? undefined : true}
        {...emailField}
        value={email}
        error={emailError}
        onBlur={() => {
          leaveEmail();
          const typed = email.trim();
          // The check runs only for a well-formed address, once per address.
          if (!updating && isEmailAddress(typed) && typed !== checkedEmail) {
            setCheckedEmail(typed);
            onCheckEmail(typed);
          }
        }}
      />
      {existingUser && (
        <Note>This person already has an account: choose a role to add them to this business.</Note>
      )}
      {showDetails && (
        <>
          <FormTextField control={control} name="firstName" label="First name" required />
          <FormTextField control={control} name="lastName" label="Last name" required />
          <FormPhoneField control={control} name="mobileNumber" label="Mobile number" required />
        </>
      )}
      <FormSelect
        control={control}
        name="role"
        label="Role"
        required
        placeholder="Select a role"
        options={roles.map((role) => ({ value: role.name, label: role.name }))}
        data-autofocus={updating ? true : undefined}
      />
    </DialogForm>
  );
}

/**
 * 'Invite User' and 'Update User' (part 2 sections 4 and 5). The e-mail is checked once it is
 * well formed: '002' asks only for the role, '00' is 'User already exist on this subsidiary',
 * anything else asks for names and mobile. Updating locks the e-mail.
 */
export function InviteUserDialog({ open, ...rest }: InviteUserDialogProps) {
  return (
    <Modal
      open={open}
      onClose={rest.onClose}
      size="md"
      title={rest.mode === 'update' ? 'Update User' : 'Invite User'}
    >
      <InviteBody {...rest} />
    </Modal>
  );
}
