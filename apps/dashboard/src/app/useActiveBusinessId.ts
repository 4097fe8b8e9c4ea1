import { activeSubsidiaryOf, useProfile } from '@merchant/api';

/** The id of the business the session acts on ('' until /me has answered). */
export function useActiveBusinessId(): string {
  const profile = useProfile();
  return profile.data ? (activeSubsidiaryOf(profile.data)?.id ?? '') : '';
}
