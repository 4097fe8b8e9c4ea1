import { request } from '../../core/http';
import { readSession, removeSession, writeSession } from '../../core/session';
import { profileResponse, type EnvironmentName, type Profile } from './schemas';
import { profileOperations as op } from './operations';

/** The profile (me); kept in session storage as the spec lists. HTTP 401 expires the session (as on every call). */
export async function fetchProfile(): Promise<Profile> {
  const profile = await request(op.fetchProfile);
  writeSession('profile', profile);
  return profile;
}

/**
 * The profile as the session stored it at its last read, when it still reads: the shell renders
 * from it at once on a reload or a new page load while /me is asked again, instead of waiting a
 * round trip to the API before the first contentful paint (issue 17).
 */
export function storedProfile(): Profile | undefined {
  const parsed = profileResponse.safeParse(readSession('profile'));
  return parsed.success ? parsed.data : undefined;
}

/** Test or Live as /me reports it (Test when absent). */
export function environmentOf(profile: Pick<Profile, 'envronmentDetail'>): EnvironmentName {
  return profile.envronmentDetail?.name === 'Live' ? 'Live' : 'Test';
}

/** The business the session acts on: activeSubsidiary, else the default one. */
export function activeSubsidiaryOf(
  profile: Pick<Profile, 'activeSubsidiary' | 'subsidiaryDetails'>,
) {
  return (
    profile.activeSubsidiary ??
    profile.subsidiaryDetails.subsidiaries.find((item) => item.isDefault)
  );
}

/** Switches to the other environment: environmentId 1 when currently Live, else 2. The app reloads. */
export async function toggleEnvironment(current: EnvironmentName) {
  const answer = await request(op.toggleEnvironment, {
    body: { environmentId: current === 'Live' ? 1 : 2, SetDefault: true },
  });
  // The reload that follows must not paint the environment left behind.
  removeSession('profile');
  return answer;
}

/** Makes a business the active and default one. The app reloads. */
export async function setActiveSubsidiary(subsidiaryId: string) {
  const answer = await request(op.setActiveSubsidiary, {
    body: { subsidiaryId, setAsDefault: true },
  });
  // The reload that follows must not paint the business left behind.
  removeSession('profile');
  return answer;
}
