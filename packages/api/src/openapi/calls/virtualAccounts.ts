import { messageResponse } from '../../core/schema';
import { newVirtualAccount, virtualAccountsResponse } from '../../virtualAccounts/schemas';
import { defineOperations } from '../operation';

export const virtualAccountsOperations = defineOperations('virtualAccounts', [
  {
    id: 'fetchVirtualAccounts',
    method: 'GET',
    path: '/subsidiary/view/static/accounts',
    summary: "The business's virtual (static) accounts.",
    response: virtualAccountsResponse,
  },
  {
    id: 'createVirtualAccount',
    method: 'POST',
    path: '/subsidiary/create/static/account',
    summary: 'Create a virtual account for a BVN.',
    body: newVirtualAccount,
    response: messageResponse,
  },
]);
