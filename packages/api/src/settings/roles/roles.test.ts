import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { resetDb } from '../../mocks/db';
import { handle } from '../../mocks/http';
import { recordRequests, signInForTests, startSignedInSandbox } from '../../mocks/testing';
import {
  createRole,
  DEFAULT_ROLE_ID,
  editRole,
  fetchPermissions,
  fetchRoleDetails,
  fetchRoles,
} from './client';
import { rolesOperations } from './operations';

const server = startSignedInSandbox();

describe('roles', () => {
  it('GETs role/users with user counts, role/permissions, and role/details?roleid', async () => {
    const sentLog = recordRequests(server);
    const roles = await fetchRoles();
    const permissions = await fetchPermissions();
    const detail = await fetchRoleDetails(DEFAULT_ROLE_ID);
    const sent = await sentLog.all();
    expect(sent.map((request) => request.path)).toEqual([
      '/subsidiary/dashboard/role/users',
      '/subsidiary/dashboard/role/permissions',
      '/subsidiary/dashboard/role/details',
    ]);
    expect(sent[2]?.query.roleid).toBe('9');
    expect(roles.find((role) => role.id === 9)).toMatchObject({
      name: 'Administrator',
      userCount: 1,
    });
    expect(detail.permissions).toHaveLength(permissions.length);
  });

  it('reads role/details as the spec gives it: ids in permissions, objects in permissionList', async () => {
    const detail = await fetchRoleDetails(12);
    expect(detail.permissionIds).toEqual([1, 2, 5, 8, 13]);
    expect(detail.permissions).toEqual([
      { id: 1, permission: 'View dashboard' },
      { id: 2, permission: 'View transactions' },
      { id: 5, permission: 'Manage customers' },
      { id: 8, permission: 'Log refunds' },
      { id: 13, permission: 'Treat chargebacks' },
    ]);
  });

  it('also reads the older shape, with the objects in permissions', async () => {
    server.use(
      handle(rolesOperations.fetchRoleDetails, () =>
        HttpResponse.json({
          data: {
            id: '7',
            name: 'Viewer',
            description: 'Reads',
            userCount: '2',
            permissions: [
              { id: '1', permission: 'View dashboard' },
              { id: '2', permission: 'View transactions' },
            ],
          },
        }),
      ),
    );
    const detail = await fetchRoleDetails('7');
    expect(detail).toMatchObject({ id: '7', name: 'Viewer', userCount: 2 });
    expect(detail.permissionIds).toEqual(['1', '2']);
    expect(detail.permissions.map((permission) => permission.permission)).toEqual([
      'View dashboard',
      'View transactions',
    ]);
  });

  it('keeps an id whose object is missing, named by its id', async () => {
    server.use(
      handle(rolesOperations.fetchRoleDetails, () =>
        HttpResponse.json({
          data: {
            id: 3,
            name: 'Ops',
            permissions: [4, 99],
            permissionList: [{ id: 4, permission: 'Manage payment links' }],
          },
        }),
      ),
    );
    const detail = await fetchRoleDetails(3);
    expect(detail.permissions).toEqual([
      { id: 4, permission: 'Manage payment links' },
      { id: 99, permission: '99' },
    ]);
  });

  it('keeps role 9 in the empty data size', async () => {
    resetDb('empty');
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    expect((await fetchRoleDetails(DEFAULT_ROLE_ID)).name).toBe('Administrator');
  });

  it('creates a role that persists, then edits it with role_id', async () => {
    const sentLog = recordRequests(server);
    await createRole({
      name: 'Auditor',
      description: 'Reads the audit trail',
      permissions: [1, 18],
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/role/create');
    expect(sent[0]?.body).toEqual({
      name: 'Auditor',
      description: 'Reads the audit trail',
      permissions: [1, 18],
    });
    const created = (await fetchRoles()).find((role) => role.name === 'Auditor');
    expect(created).toMatchObject({ userCount: 0, description: 'Reads the audit trail' });

    await editRole({
      roleId: created?.id ?? 0,
      name: 'Internal Auditor',
      description: 'Audit and exports',
      permissions: [1, 3, 18],
    });
    const edit = await sentLog.last();
    expect(edit.path).toBe('/subsidiary/dashboard/role/edit');
    expect(edit.body).toEqual({
      name: 'Internal Auditor',
      description: 'Audit and exports',
      permissions: [1, 3, 18],
      role_id: created?.id,
    });
    const edited = await fetchRoleDetails(created?.id ?? 0);
    expect(edited.name).toBe('Internal Auditor');
    expect(edited.permissions.map((permission) => permission.id)).toEqual([1, 3, 18]);
  });

  it('refuses a role without permissions', async () => {
    await expect(
      createRole({ name: 'Empty', description: 'x', permissions: [] }),
    ).rejects.toMatchObject({
      message: 'Name, description and permissions are required',
    });
  });

  it('rejects roles without names as invalid-response', async () => {
    server.use(handle(rolesOperations.fetchRoles, () => HttpResponse.json({ roles: [{ id: 1 }] })));
    await expect(fetchRoles()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
