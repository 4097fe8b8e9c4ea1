import { useState } from 'react';
import {
  fetchUsers,
  useCheckUserExists,
  useCreateUser,
  useSetUserActive,
  useUpdateUser,
  useUserRoles,
  userKeys,
  type TeamUser,
} from '@merchant/api';
import {
  InviteUserDialog,
  UsersListScreen,
  defineFilters,
  userColumns,
  type InviteExistence,
  type TeamUserRow,
  type UserInviteValues,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** The spec gives the Users list no filter. */
const NO_FILTERS = defineFilters({});

function toRow(user: TeamUser): TeamUserRow {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.userId,
    dateAdded: user.dateAdded,
    name: name || undefined,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.emailAddress,
    mobileNumber: user.mobileNumber,
    role: user.role,
    addedBy: user.addedByUserName,
    status: user.status,
  };
}

/** /dashboard/settings/users: the team, the invite by existence code, Update Role and (De)activate. */
export function UsersRoute() {
  const list = useListPage({
    definition: NO_FILTERS,
    source: { keys: userKeys, all: async () => (await fetchUsers()).map(toRow) },
    columns: userColumns,
    fileName: 'Users',
  });
  const roles = useUserRoles();
  const check = useCheckUserExists();
  const create = useCreateUser();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const invite = useUrlDialog('invite-user');
  const updating = useUrlDialog<TeamUserRow>('update-user');
  const [existence, setExistence] = useState<InviteExistence>({ status: 'unchecked' });

  const rows = list.screen.data.status === 'ready' ? list.screen.data.data.rows : [];
  const updatedUser = updating.isOpen
    ? (updating.row ?? rows.find((row) => row.id === updating.id))
    : undefined;
  const open = invite.isOpen || updatedUser !== undefined;
  const mutation = invite.isOpen ? create : update;

  const close = () => {
    create.reset();
    update.reset();
    setExistence({ status: 'unchecked' });
    if (invite.isOpen) invite.close();
    else updating.close();
  };

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
    mutation.trigger(values).then(close, () => undefined);
  };

  return (
    <>
      <UsersListScreen
        {...list.screen}
        onCreateUser={() => invite.open()}
        onUpdateRole={(row) => updating.open(row.id, row)}
        onToggleActive={(row, active) => {
          if (!setActive.isMutating)
            void setActive.trigger({ userId: row.id, active }).catch(() => undefined);
        }}
      />
      {open && (
        <InviteUserDialog
          open
          mode={invite.isOpen ? 'invite' : 'update'}
          user={
            updatedUser && {
              email: updatedUser.email,
              role: updatedUser.role ?? '',
              firstName: updatedUser.firstName,
              lastName: updatedUser.lastName,
              mobileNumber: updatedUser.mobileNumber,
            }
          }
          roles={roles.data ?? []}
          existence={existence}
          onCheckEmail={checkEmail}
          onClose={close}
          onSubmit={submit}
          submitState={submitStateOf(mutation)}
          errorMessage={errorMessageOf(mutation.error)}
        />
      )}
    </>
  );
}
