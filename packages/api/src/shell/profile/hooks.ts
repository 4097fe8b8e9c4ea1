import { useApiMutation, useApiQuery } from '../../core/swr';
import { fetchProfile, setActiveSubsidiary, toggleEnvironment } from './client';
import { profileKeys } from './keys';

export function useProfile() {
  return useApiQuery(profileKeys.all, fetchProfile);
}

export function useToggleEnvironment() {
  return useApiMutation('environment-toggle', toggleEnvironment, [profileKeys.all]);
}

export function useSetActiveSubsidiary() {
  return useApiMutation('set-subsidiary', setActiveSubsidiary, [profileKeys.all]);
}
