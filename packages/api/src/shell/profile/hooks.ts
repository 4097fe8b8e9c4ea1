import { useApiMutation, useApiQuery } from '../../core/swr';
import { fetchProfile, setActiveSubsidiary, toggleEnvironment } from './client';
import { profileKeys } from './keys';

/**
 * The profile, read once per page load by its first reader: a page that mounts later shows the
 * cached one instead of sending /me again (SWR would, once its two-second deduping is over).
 * The writes that change it read it again, as do Retry and a change of network; a money
 * call confirms the server's context with a read of its own.
 */
const READ_ONCE = { revalidateIfStale: false };

export function useProfile() {
  return useApiQuery(profileKeys.all, fetchProfile, READ_ONCE);
}

export function useToggleEnvironment() {
  return useApiMutation('environment-toggle', toggleEnvironment, [profileKeys.all]);
}

export function useSetActiveSubsidiary() {
  return useApiMutation('set-subsidiary', setActiveSubsidiary, [profileKeys.all]);
}
