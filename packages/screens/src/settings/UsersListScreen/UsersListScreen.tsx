import { ListScreen, type ListViewProps } from '../../list';
import { userStatusAction } from '../users/status';
import type { TeamUserRow } from '../types';
import { userColumns } from './components/userColumns';

/** Part 2, "Users": the empty text. */
export const USERS_EMPTY_TEXT = 'You currently do not have any user';

export interface UsersListScreenProps extends ListViewProps<TeamUserRow> {
  /** 'Create New User': opens the invite. */
  onCreateUser: () => void;
  /** 'Update Role' of a row. */
  onUpdateRole: (row: TeamUserRow) => void;
  /** 'Deactivate' (new or active users) or 'Activate' (otherwise) of a row. */
  onToggleActive: (row: TeamUserRow, active: boolean) => void;
}

/** /dashboard/settings/users: the team, with 'Create New User' and each user's menu. */
export function UsersListScreen({
  onCreateUser,
  onUpdateRole,
  onToggleActive,
  ...view
}: UsersListScreenProps) {
  return (
    <ListScreen<TeamUserRow>
      {...view}
      title="Users"
      columns={userColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.email}
      emptyText={USERS_EMPTY_TEXT}
      primaryAction={{ label: 'Create New User', onClick: onCreateUser }}
      rowActions={(row) => {
        const action = userStatusAction(row.status);
        return [
          { label: 'Update Role', onSelect: () => onUpdateRole(row) },
          {
            label: action,
            tone: action === 'Deactivate' ? 'danger' : undefined,
            onSelect: () => onToggleActive(row, action === 'Activate'),
          },
        ];
      }}
    />
  );
}
