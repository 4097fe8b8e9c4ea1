import { type HttpHandler } from 'msw';
import { businessName } from '../data/subsidiaries';
import { virtualAccounts } from '../data/virtualAccounts';
import { buildVirtualAccount } from '../factories/virtualAccounts';
import { handle, fail, ok, protectedResolver, readBody } from '../http';
import { createRandom, seedFromName } from '../random';
import { virtualAccountsOperations } from '../../money/virtualAccounts/operations';

export const virtualAccountsHandlers: HttpHandler[] = [
  handle(
    virtualAccountsOperations.fetchVirtualAccounts,
    protectedResolver((_args, session) => {
      const items = virtualAccounts.filter((row) => row.subsidiaryId === session.subsidiaryId);
      return ok({ message: 'Static accounts retrieved', items, total_items: items.length });
    }),
  ),
  handle(
    virtualAccountsOperations.createVirtualAccount,
    protectedResolver(async ({ request }, session) => {
      const { bvn } = await readBody(request);
      if (typeof bvn !== 'string' || !/^\d{11}$/.test(bvn)) return fail('BVN must be 11 digits');
      if (
        virtualAccounts.find((row) => row.subsidiaryId === session.subsidiaryId && row.bvn === bvn)
      )
        return fail('A virtual account already exists for this BVN');
      const random = createRandom(seedFromName(bvn));
      const row = buildVirtualAccount(
        { bvn, subsidiaryId: session.subsidiaryId, dateCreated: new Date().toISOString() },
        { random, now: new Date() },
      );
      virtualAccounts.insert({
        ...row,
        accountName: `${businessName(session.subsidiaryId)} / ${row.accountName}`,
      });
      return ok({ message: 'Virtual account created successfully' });
    }),
  ),
];
