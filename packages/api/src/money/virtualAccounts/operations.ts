import { messageResponse } from '../../core/schema';
import { newVirtualAccount, virtualAccountsResponse } from './schemas';
import { defineOperations } from '../../core/operation';

export const virtualAccountsOperations = defineOperations('virtualAccounts', {
  fetchVirtualAccounts: {
    method: 'GET',
    path: '/subsidiary/view/static/accounts',
    response: virtualAccountsResponse,
  },
  createVirtualAccount: {
    method: 'POST',
    path: '/subsidiary/create/static/account',
    body: newVirtualAccount,
    response: messageResponse,
  },
});
