import { newestFirst, request } from '../../core';
import { type NewVirtualAccount } from './schemas';
import { virtualAccountsOperations as op } from './operations';

/** The business's virtual (static) accounts, newest first. */
export async function fetchVirtualAccounts() {
  const body = await request(op.fetchVirtualAccounts);
  return { items: newestFirst(body.items), total: body.total_items ?? body.items.length };
}

export function createVirtualAccount(payload: NewVirtualAccount) {
  return request(op.createVirtualAccount, { body: { bvn: payload.bvn }, notifySuccess: true });
}
