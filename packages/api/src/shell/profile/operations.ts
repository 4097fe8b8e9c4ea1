import { messageResponse } from '../../core/schema';
import { environmentTogglePayload, profileResponse, setSubsidiaryPayload } from './schemas';
import { defineOperations } from '../../core/operation';

export const profileOperations = defineOperations('profile', {
  fetchProfile: {
    method: 'GET',
    path: '/subsidiary/dashboard/me',
    response: profileResponse,
  },
  toggleEnvironment: {
    method: 'PATCH',
    path: '/subsidiary/dashboard/environment/toggle',
    body: environmentTogglePayload,
    response: messageResponse,
  },
  setActiveSubsidiary: {
    method: 'POST',
    path: '/subsidiary/dashboard/session/set-subsidiary',
    body: setSubsidiaryPayload,
    response: messageResponse,
  },
});
