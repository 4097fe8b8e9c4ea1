import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, invitations } from '../../mocks/data/auth';
import { handle } from '../../mocks/http';
import { recordRequests, startSignedInSandbox } from '../../mocks/testing';
import {
  checkUserExists,
  createUser,
  fetchUserRoles,
  fetchUsers,
  setUserActive,
  updateUser,
} from './client';
import { usersOperations } from './operations';

const server = startSignedInSandbox();

describe('users', () => {
  it('GETs users/all (newest first) and users/roles', async () => {
    const sentLog = recordRequests(server);
    const users = await fetchUsers();
    const roles = await fetchUserRoles();
    const sent = await sentLog.all();
    expect(sent.map((request) => request.path)).toEqual([
      '/subsidiary/dashboard/users/all',
      '/subsidiary/dashboard/users/roles',
    ]);
    expect(users.at(-1)?.emailAddress).toBe(DEMO_ACCOUNTS.twoFactor.email);
    expect(roles.map((role) => role.name)).toContain('Administrator');
  });

  it("POSTs users/exist: '002' elsewhere, '00' here is an error, otherwise new", async () => {
    const sentLog = recordRequests(server);
    expect(await checkUserExists(DEMO_ACCOUNTS.noTwoFactor.email)).toBe('existing-user');
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/users/exist');
    expect(sent[0]?.body).toEqual({ emailAddress: DEMO_ACCOUNTS.noTwoFactor.email });
    await expect(checkUserExists(DEMO_ACCOUNTS.twoFactor.email)).rejects.toMatchObject({
      kind: 'business',
      message: 'User already exist on this subsidiary',
    });
    expect(await checkUserExists('new.person@example.com')).toBe('new-user');
  });

  it('creates a user who appears in users/all as New and can accept the invitation', async () => {
    const sentLog = recordRequests(server);
    const invite = {
      firstName: 'Kelechi',
      lastName: 'Ibekwe',
      mobileNumber: '+2348012345678',
      email: 'kelechi@example.com',
      role: 'Finance',
    };
    expect((await createUser(invite)).message).toBe('User invited successfully');
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/users/create');
    expect(sent[0]?.body).toEqual(invite);
    expect((await fetchUsers())[0]).toMatchObject({
      emailAddress: 'kelechi@example.com',
      role: 'Finance',
      status: 'New',
      addedByUserName: 'Adaeze Okafor',
    });
    expect(invitations.find((row) => row.email === 'kelechi@example.com')).toBeTruthy();
  });

  it('invites an existing login with only e-mail and role', async () => {
    const sentLog = recordRequests(server);
    await createUser({ email: DEMO_ACCOUNTS.noTwoFactor.email, role: 'Operations' });
    const sent = await sentLog.all();
    expect(sent[0]?.body).toEqual({
      email: DEMO_ACCOUNTS.noTwoFactor.email,
      role: 'Operations',
    });
    expect((await fetchUsers())[0]).toMatchObject({ firstName: 'Tunde', lastName: 'Bello' });
  });

  it('updates the role, and deactivate/activate flips the status', async () => {
    await createUser({
      firstName: 'Musa',
      lastName: 'Umar',
      mobileNumber: '+2348099999999',
      email: 'musa@example.com',
      role: 'Finance',
    });
    const sentLog = recordRequests(server);
    await updateUser({
      email: 'musa@example.com',
      role: 'Customer Support',
      firstName: 'Musa',
      lastName: 'Umar',
      mobileNumber: '+2348099999999',
    });
    const sent = await sentLog.all();
    expect(sent[0]?.path).toBe('/subsidiary/dashboard/users/update');
    const user = (await fetchUsers())[0];
    expect(user?.role).toBe('Customer Support');

    await setUserActive({ userId: user?.userId ?? '', active: false });
    const deactivate = await sentLog.last();
    expect(deactivate.path).toBe('/subsidiary/dashboard/users/status/deactivate');
    expect(deactivate.body).toEqual({ userId: user?.userId });
    expect((await fetchUsers())[0]?.status).toBe('Inactive');
    await setUserActive({ userId: user?.userId ?? '', active: true });
    expect((await sentLog.last()).path).toBe('/subsidiary/dashboard/users/status/activate');
    expect((await fetchUsers())[0]?.status).toBe('Active');
  });

  it('rejects a user without an e-mail as invalid-response', async () => {
    server.use(
      handle(usersOperations.fetchUsers, () =>
        HttpResponse.json({ users: [{ userId: 1, status: 'Active' }] }),
      ),
    );
    await expect(fetchUsers()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('emailAddress'),
    });
  });
});
