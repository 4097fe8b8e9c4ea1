import {
  Button,
  CheckIcon,
  EmptyState,
  ErrorState,
  LoadingRegion,
  Skeleton,
  Tabs,
} from '@merchant/ui';
import type { RemoteData } from '../../types';
import { SettingsSection } from '../components/SettingsSection';
import { SettingsPage } from '../components/SettingsSection.styles';
import type { PermissionChoice, RoleDetailsView, RoleTab } from '../types';
import { Description, PermissionItem, PermissionList, RoleName } from './RolesScreen.styles';

export interface RolesScreenProps {
  /** Every role with its user count: one tab each. */
  roles: RemoteData<readonly RoleTab[]>;
  /** The selected role's id (9 first, part 2 section 6). */
  selectedRoleId: string;
  /** Called with the id of the tab chosen. */
  onSelectRole: (roleId: string) => void;
  /** The selected role's detail panel. */
  details: RemoteData<RoleDetailsView>;
  /** The permission catalogue, to name the role's permissions. */
  permissions: readonly PermissionChoice[];
  /** Opens 'Create custom role'. */
  onCreateRole: () => void;
  /** Opens 'Edit role' for the selected role. */
  onEditRole: () => void;
}

const usersLabel = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

function RolePanel({
  details,
  permissions,
  onEditRole,
}: Pick<RolesScreenProps, 'details' | 'permissions' | 'onEditRole'>) {
  if (details.status === 'loading')
    return (
      <LoadingRegion label="Loading the role">
        <Skeleton lines={6} />
      </LoadingRegion>
    );
  if (details.status === 'error')
    return <ErrorState message={details.message} onRetry={details.onRetry} />;
  const role = details.data;
  const chosen = permissions.filter((permission) => role.permissionIds.includes(permission.id));
  return (
    <>
      <RoleName>{role.name}</RoleName>
      <Description>{role.description ?? 'N/A'}</Description>
      {chosen.length === 0 ? (
        <EmptyState title="No permissions" message="This role has no permissions yet." />
      ) : (
        <PermissionList aria-label={`Permissions of ${role.name}`}>
          {chosen.map((permission) => (
            <PermissionItem key={permission.id}>
              <CheckIcon size={16} />
              {permission.label}
            </PermissionItem>
          ))}
        </PermissionList>
      )}
      <Button variant="secondary" onClick={onEditRole}>
        Edit role
      </Button>
    </>
  );
}

/** /dashboard/settings/roles-permissions: a tab per role with its users, and its permissions. */
export function RolesScreen({
  roles,
  selectedRoleId,
  onSelectRole,
  details,
  permissions,
  onCreateRole,
  onEditRole,
}: RolesScreenProps) {
  let content;
  if (roles.status === 'loading')
    content = (
      <LoadingRegion label="Loading roles">
        <Skeleton shape="block" height={240} />
      </LoadingRegion>
    );
  else if (roles.status === 'error')
    content = <ErrorState message={roles.message} onRetry={roles.onRetry} />;
  else
    content = (
      <Tabs
        aria-label="Roles"
        value={selectedRoleId}
        onChange={onSelectRole}
        tabs={roles.data.map((role) => ({
          id: role.id,
          label: `${role.name} (${usersLabel(role.userCount)})`,
        }))}
      >
        <RolePanel details={details} permissions={permissions} onEditRole={onEditRole} />
      </Tabs>
    );
  return (
    <SettingsPage>
      <SettingsSection
        title="Roles & Permissions"
        actions={<Button onClick={onCreateRole}>Create custom role</Button>}
      >
        {content}
      </SettingsSection>
    </SettingsPage>
  );
}
