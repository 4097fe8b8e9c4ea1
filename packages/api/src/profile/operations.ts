import { messageResponse } from '../core/schema';
import { environmentTogglePayload, profileResponse, setSubsidiaryPayload } from './schemas';
import { defineOperations } from '../core/operation';

export const profileOperations = defineOperations('profile', {
  fetchProfile: {
    method: 'GET',
    path: '/subsidiary/dashboard/me',
    summary:
      'The profile: businesses, active business, notifications, environment. 401 expires the session.',
    response: profileResponse,
  },
  toggleEnvironment: {
    method: 'PATCH',
    path: '/subsidiary/dashboard/environment/toggle',
    summary: 'Switch between Test (1) and Live (2).',
    body: environmentTogglePayload,
    response: messageResponse,
  },
  setActiveSubsidiary: {
    method: 'POST',
    path: '/subsidiary/dashboard/session/set-subsidiary',
    summary: 'Make a business the active and default one.',
    body: setSubsidiaryPayload,
    response: messageResponse,
  },
});
