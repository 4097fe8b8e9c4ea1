import { useState } from 'react';
import {
  DEFAULT_ROLE_ID,
  usePermissions,
  useRoleDetails,
  useRoles,
  type RoleId,
} from '@merchant/api';
import { RolesScreen } from '@merchant/screens';
import { lazyDialog } from '../../../app/lazyDialog';
import { toRemoteData } from '../../../app/toRemoteData';
import { useUrlDialog } from '../../../app/useUrlDialog';

const RoleDialog = lazyDialog(() =>
  import('./RoleDialogFlow').then((module) => module.RoleDialogFlow),
);

/** /dashboard/settings/roles-permissions: role 9 first (part 2 section 6), create and edit. */
export function RolesPermissionsRoute() {
  const roles = useRoles();
  const permissions = usePermissions();
  const [selected, setSelected] = useState(String(DEFAULT_ROLE_ID));
  const rawId: RoleId | undefined =
    roles.data?.find((role) => String(role.id) === selected)?.id ?? DEFAULT_ROLE_ID;
  const details = useRoleDetails(rawId);
  const dialog = useUrlDialog('role');
  const editing = dialog.isOpen && dialog.id !== undefined;

  // Ids go back to the server as it sent them (number or string).
  const toRawIds = (ids: readonly string[]) =>
    ids.map((id) => permissions.data?.find((item) => String(item.id) === id)?.id ?? id);

  const choices = (permissions.data ?? []).map((item) => ({
    id: String(item.id),
    label: item.permission,
  }));

  return (
    <>
      <RolesScreen
        roles={toRemoteData(roles, (rows) =>
          rows.map((role) => ({ id: String(role.id), name: role.name, userCount: role.userCount })),
        )}
        selectedRoleId={selected}
        onSelectRole={setSelected}
        details={toRemoteData(details, (role) => ({
          id: String(role.id),
          name: role.name,
          description: role.description,
          permissionIds: role.permissionIds.map(String),
        }))}
        permissions={[
          ...choices,
          // A permission the catalogue lacks still shows, by the name role/details gave it.
          ...(details.data?.permissions ?? [])
            .filter((item) => !choices.some((choice) => choice.id === String(item.id)))
            .map((item) => ({ id: String(item.id), label: item.permission })),
        ]}
        onCreateRole={() => dialog.open()}
        onEditRole={() => dialog.open(selected)}
      />
      <RoleDialog
        open={dialog.isOpen && (!editing || details.data !== undefined)}
        editing={
          editing && details.data
            ? {
                roleId: details.data.id,
                values: {
                  name: details.data.name,
                  description: details.data.description ?? '',
                  permissions: details.data.permissionIds.map(String),
                },
              }
            : undefined
        }
        permissions={choices}
        toRawIds={toRawIds}
        onClose={dialog.close}
      />
    </>
  );
}
