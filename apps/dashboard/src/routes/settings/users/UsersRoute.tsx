import { lazy, Suspense } from 'react';
import { fetchUsers, useSetUserActive, userKeys, type TeamUser } from '@merchant/api';
import { UsersListScreen, defineFilters, userColumns, type TeamUserRow } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useAction } from '../../../app/useAction';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** The spec gives the Users list no filter. */
const NO_FILTERS = defineFilters({});

// The invite form (and its validation) loads when a dialog opens, not with the list.
const UserDialogFlow = lazy(() =>
  import('./UserDialogFlow').then((module) => ({ default: module.UserDialogFlow })),
);

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
  const { trigger: sendActive } = useSetUserActive();
  // One change at a time; the list stays, and any row may change again.
  const setActive = useAction((change: Parameters<typeof sendActive>[0]) => sendActive(change));
  const invite = useUrlDialog('invite-user');
  const updating = useUrlDialog<TeamUserRow>('update-user');

  const updatedUser = list.rowFor(updating, (row) => row.id);

  return (
    <>
      <UsersListScreen
        {...list.screen}
        onCreateUser={() => invite.open()}
        onUpdateRole={(row) => updating.open(row.id, row)}
        onToggleActive={(row, active) => void setActive.run({ userId: row.id, active })}
      />
      {(invite.isOpen || updatedUser) && (
        <Suspense fallback={null}>
          <UserDialogFlow
            user={invite.isOpen ? undefined : updatedUser}
            onClose={invite.isOpen ? invite.close : updating.close}
          />
        </Suspense>
      )}
    </>
  );
}
