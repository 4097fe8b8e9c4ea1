import { useState } from 'react';
import { useCheckUserExists, useCreateUser, useUpdateUser, useUserRoles } from '@merchant/api';
import {
  InviteUserDialog,
  type InviteExistence,
  type TeamUserRow,
  type UserInviteValues,
} from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

export interface UserDialogFlowProps {
  /** The user whose role is updated; undefined invites someone. */
  user: TeamUserRow | undefined;
  /** Closes the dialog (after a success too). */
  onClose: () => void;
}

/** 'Invite User' by existence code, or 'Update User' with the e-mail locked; one request at a time. */
export function UserDialogFlow({ user, onClose }: UserDialogFlowProps) {
  const roles = useUserRoles();
  const check = useCheckUserExists();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [existence, setExistence] = useState<InviteExistence>({ status: 'unchecked' });
  const mutation = user ? update : create;

  const checkEmail = (email: string) => {
    setExistence({ status: 'checking' });
    check.trigger(email).then(
      (result) => setExistence({ status: result }),
      (error: unknown) =>
        setExistence({ status: 'error', message: errorMessageOf(error) ?? 'Unexpected Error!' }),
    );
  };

  const submit = (values: UserInviteValues) => {
    if (mutation.isMutating) return;
    mutation.trigger(values).then(onClose, () => undefined);
  };

  return (
    <InviteUserDialog
      open
      mode={user ? 'update' : 'invite'}
      user={
        user && {
          email: user.email,
          role: user.role ?? '',
          firstName: user.firstName,
          lastName: user.lastName,
          mobileNumber: user.mobileNumber,
        }
      }
      roles={roles.data ?? []}
      existence={existence}
      onCheckEmail={checkEmail}
      onClose={onClose}
      onSubmit={submit}
      submitState={submitStateOf(mutation)}
      errorMessage={errorMessageOf(mutation.error)}
    />
  );
}
