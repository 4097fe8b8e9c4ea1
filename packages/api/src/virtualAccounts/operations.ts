import { messageResponse } from '../core/schema';
import { newVirtualAccount, virtualAccountsResponse } from './schemas';
import { defineOperations } from '../core/operation';

export const virtualAccountsOperations = defineOperations('virtualAccounts', {
  fetchVirtualAccounts: {
    method: 'GET',
    path: '/subsidiary/view/static/accounts',
    summary: "The business's virtual (static) accounts.",
    response: virtualAccountsResponse,
  },
  createVirtualAccount: {
    method: 'POST',
    path: '/subsidiary/create/static/account',
    summary: 'Create a virtual account for a BVN.',
    body: newVirtualAccount,
    response: messageResponse,
  },
});
