import { type HttpHandler } from 'msw';
import { accounts, businesses, businessesOf, findAccount } from '../data/auth';
import { notifications } from '../data/profile';
import { subsidiaryView } from '../data/subsidiaries';
import { handle, fail, ok, protectedResolver, readBody } from '../http';
import { sessions } from '../sessions';
import { profileOperations } from '../../shell/profile/operations';

export const profileHandlers: HttpHandler[] = [
  handle(
    profileOperations.fetchProfile,
    protectedResolver((_args, session) => {
      const account = findAccount(session.email);
      if (!account) return fail('Please login again', 401);
      const held = businessesOf(account.email);
      const active = held.find((business) => business.id === session.subsidiaryId) ?? held[0];
      return ok({
        message: 'Profile retrieved successfully',
        routeToGetStarted: active ? !active.gotStarted : false,
        envronmentDetail: { name: account.environment },
        subsidiaryDetails: {
          subsidiaries: held.map((business) =>
            subsidiaryView(business, account.defaultSubsidiaryId),
          ),
          total: held.length,
        },
        activeSubsidiary: active ? subsidiaryView(active, account.defaultSubsidiaryId) : null,
        notifications: notifications.filter((row) => row.email === account.email),
      });
    }),
  ),
  handle(
    profileOperations.setActiveSubsidiary,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const subsidiaryId = String(body.subsidiaryId ?? '');
      const business = businesses.find(
        (row) => row.id === subsidiaryId && row.memberEmails.includes(session.email),
      );
      if (!business) return fail('Business not found for this account');
      sessions.update((row) => row.token === session.token, { subsidiaryId });
      if (body.setAsDefault === true)
        accounts.update((row) => row.email === session.email, {
          defaultSubsidiaryId: subsidiaryId,
        });
      return ok({ message: `You are now working on ${business.name}` });
    }),
  ),
  handle(
    profileOperations.toggleEnvironment,
    protectedResolver(async ({ request }, session) => {
      const body = await readBody(request);
      const environmentId = Number(body.environmentId);
      if (environmentId !== 1 && environmentId !== 2)
        return fail('environmentId must be 1 (Test) or 2 (Live)');
      const environment = environmentId === 2 ? 'Live' : 'Test';
      accounts.update((row) => row.email === session.email, { environment });
      return ok({ message: `Switched to ${environment} environment` });
    }),
  ),
];
