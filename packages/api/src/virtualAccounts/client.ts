import { messageResponse, newestFirst, request } from '../core';
import { virtualAccountsResponse, type NewVirtualAccount } from './schemas';

/** The business's virtual (static) accounts, newest first. */
export async function fetchVirtualAccounts() {
  const body = await request('/subsidiary/view/static/accounts', {
    schema: virtualAccountsResponse,
  });
  return { items: newestFirst(body.items), total: body.total_items ?? body.items.length };
}

export function createVirtualAccount(payload: NewVirtualAccount) {
  return request('/subsidiary/create/static/account', {
    method: 'POST',
    body: { bvn: payload.bvn },
    schema: messageResponse,
    notifySuccess: true,
  });
}
