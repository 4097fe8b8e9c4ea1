import { signUp } from '../../access/auth/client';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { subscribeToApiEvents, type ApiEvent } from '../../core/events';
import { getAccessToken, readSession } from '../../core/session';
import { DEMO_ACCOUNTS } from '../../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../../mocks/testing';
import {
  activeSubsidiaryOf,
  environmentOf,
  fetchProfile,
  setActiveSubsidiary,
  toggleEnvironment,
} from './client';

const server = startSandboxServer();

describe('GET /me', () => {
  it('reflects the session: businesses, default, environment, notifications', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    const profile = await fetchProfile();
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/me',
    });
    expect(environmentOf(profile)).toBe('Test');
    expect(profile.routeToGetStarted).toBe(false);
    expect(profile.subsidiaryDetails.subsidiaries).toMatchObject([
      {
        id: '10231',
        name: 'Lagos Fresh Foods Ltd',
        isDefault: true,
        status: 'Active',
        verificationStatus: 'Active',
      },
      {
        id: '10232',
        name: 'Adaeze Catering Services',
        isDefault: false,
        status: 'New',
        businessType: 'Individual',
      },
    ]);
    expect(activeSubsidiaryOf(profile)?.id).toBe('10231');
    expect(profile.notifications.length).toBeGreaterThan(0);
    expect(profile.notifications[0]).toMatchObject({
      messageText: expect.any(String),
      dateCreated: expect.any(String),
    });
    expect(readSession('profile')).toMatchObject({ routeToGetStarted: false });
  });

  it('routes a business that has not sent the get-started form to it', async () => {
    await signUp({
      firstName: 'Chiamaka',
      lastName: 'Eze',
      userEmail: 'chiamaka@ezestores.ng',
      MobileNumber: '+2348031234567',
      name: 'Eze Stores',
      password: 'Secret@123',
      confirmpassword: 'Secret@123',
    });
    signInForTests('chiamaka@ezestores.ng');
    const profile = await fetchProfile();
    expect(profile.routeToGetStarted).toBe(true);
    expect(profile.activeSubsidiary).toMatchObject({ name: 'Eze Stores', status: 'New' });
  });

  it('expires the session on HTTP 401', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/me', () =>
        HttpResponse.json({ title: 'Unauthorized' }, { status: 401 }),
      ),
    );
    const events: ApiEvent[] = [];
    const stop = subscribeToApiEvents((event) => events.push(event));
    await expect(fetchProfile()).rejects.toMatchObject({ kind: 'session-expired' });
    stop();
    expect(getAccessToken()).toBeNull();
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it("answers 'Please login again' without a token", async () => {
    await expect(fetchProfile()).rejects.toMatchObject({ kind: 'session-expired' });
  });

  it('rejects a profile without subsidiaryDetails', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/me', () => HttpResponse.json({ notifications: [] })),
    );
    await expect(fetchProfile()).rejects.toMatchObject({
      kind: 'invalid-response',
      detail: expect.stringContaining('subsidiaryDetails'),
    });
  });

  it('reads name from businessName', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/me', () =>
        HttpResponse.json({
          subsidiaryDetails: { subsidiaries: [{ id: 3, businessName: 'Calabar Crafts' }] },
        }),
      ),
    );
    const profile = await fetchProfile();
    expect(profile.subsidiaryDetails.subsidiaries[0]).toMatchObject({
      id: '3',
      name: 'Calabar Crafts',
      isDefault: false,
    });
    expect(environmentOf(profile)).toBe('Test');
  });
});

describe('routeToGetStarted', () => {
  const meWith = (routeToGetStarted: string | boolean | null) =>
    server.use(
      http.get('*/subsidiary/dashboard/me', () =>
        HttpResponse.json({
          routeToGetStarted,
          subsidiaryDetails: { subsidiaries: [{ id: 7, name: 'Eze Stores', status: 'New' }] },
        }),
      ),
    );

  it.each([
    ['a route string', '/dashboard/getStarted', true],
    ['true', true, true],
    ["'true'", 'true', true],
    ['false', false, false],
    ["'false'", 'false', false],
    ['null', null, false],
  ])('reads %s: the profile parses and the route is set = %s', async (_label, value, set) => {
    signInForTests();
    meWith(value);
    await expect(fetchProfile()).resolves.toMatchObject({ routeToGetStarted: set });
  });
});

describe('environment toggle', () => {
  it('sends environmentId 2 from Test and 1 from Live, and /me follows', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    await toggleEnvironment('Test');
    expect(await requests.last()).toMatchObject({
      method: 'PATCH',
      path: '/subsidiary/dashboard/environment/toggle',
      body: { environmentId: 2, SetDefault: true },
    });
    expect(environmentOf(await fetchProfile())).toBe('Live');
    await toggleEnvironment('Live');
    expect(await requests.last()).toMatchObject({ body: { environmentId: 1, SetDefault: true } });
    expect(environmentOf(await fetchProfile())).toBe('Test');
  });

  it('keeps the environment per login', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    await toggleEnvironment('Test');
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    expect(environmentOf(await fetchProfile())).toBe('Test');
  });
});

describe('business switch', () => {
  it('posts subsidiaryId with setAsDefault and /me then shows the other business as active and default', async () => {
    signInForTests(DEMO_ACCOUNTS.twoFactor.email);
    const requests = recordRequests(server);
    await setActiveSubsidiary('10232');
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/session/set-subsidiary',
      body: { subsidiaryId: '10232', setAsDefault: true },
    });
    const profile = await fetchProfile();
    expect(profile.activeSubsidiary?.id).toBe('10232');
    expect(profile.subsidiaryDetails.subsidiaries.map((item) => item.isDefault)).toEqual([
      false,
      true,
    ]);
  });

  it("refuses a business the login does not hold, with the server's message", async () => {
    signInForTests(DEMO_ACCOUNTS.noTwoFactor.email);
    await expect(setActiveSubsidiary('10231')).rejects.toMatchObject({
      kind: 'http',
      message: 'Business not found for this account',
    });
  });
});

describe('activeSubsidiary', () => {
  it('falls back to the default business when the server sends an id instead of an object', async () => {
    signInForTests();
    server.use(
      http.get('*/subsidiary/dashboard/me', () =>
        HttpResponse.json({
          activeSubsidiary: 7,
          subsidiaryDetails: {
            subsidiaries: [{ id: 7, name: 'Calabar Crafts', isDefault: 'true' }],
          },
        }),
      ),
    );
    const profile = await fetchProfile();
    expect(profile.activeSubsidiary).toBeUndefined();
    expect(activeSubsidiaryOf(profile)?.name).toBe('Calabar Crafts');
  });
});
