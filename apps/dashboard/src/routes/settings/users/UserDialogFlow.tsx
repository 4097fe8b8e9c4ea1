import { useState } from 'react';
import {
  merchantMessage,
  useCheckUserExists,
  useCreateUser,
  useUpdateUser,
  useUserRoles,
} from '@merchant/api';
import {
  InviteUserDialog,
  type InviteExistence,
  type TeamUserRow,
  type UserInviteValues,
} from '@merchant/screens';
import { useAction } from '../../../app/useAction';

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
  const { trigger: createUser } = useCreateUser();
  const { trigger: updateUser } = useUpdateUser();
  const [existence, setExistence] = useState<InviteExistence>({ status: 'unchecked' });
  // The dialog closes on a success: a late second click sends nothing.
  const save = useAction(
    async (values: UserInviteValues) => {
      await (user ? updateUser(values) : createUser(values));
      onClose();
    },
    { holdsAfterSuccess: true },
  );

  const checkEmail = (email: string) => {
    setExistence({ status: 'checking' });
    check.trigger(email).then(
      (result) => setExistence({ status: result }),
      (error: unknown) => setExistence({ status: 'error', message: merchantMessage(error) }),
    );
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
      onSubmit={(values) => void save.run(values)}
      submitState={save.submitState}
      errorMessage={save.errorMessage}
    />
  );
}
