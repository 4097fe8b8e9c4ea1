import { request } from '../../core/http';
import { writeSession } from '../../core/session';
import { type EnvironmentName, type Profile } from './schemas';
import { profileOperations as op } from './operations';

/** The profile (me); kept in session storage as the spec lists. HTTP 401 expires the session (as on every call). */
export async function fetchProfile(): Promise<Profile> {
  const profile = await request(op.fetchProfile);
  writeSession('profile', profile);
  return profile;
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
export function toggleEnvironment(current: EnvironmentName) {
  return request(op.toggleEnvironment, {
    body: { environmentId: current === 'Live' ? 1 : 2, SetDefault: true },
  });
}

/** Makes a business the active and default one. The app reloads. */
export function setActiveSubsidiary(subsidiaryId: string) {
  return request(op.setActiveSubsidiary, { body: { subsidiaryId, setAsDefault: true } });
}
