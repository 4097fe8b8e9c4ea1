import { activeSubsidiaryOf, environmentOf, readSession, type Profile } from '@merchant/api';
import { loginKey } from './loginKey';

/**
 * Whose reads are kept for reading offline (ADR 023): the login's key (a digest of its e-mail,
 * never the token) and the business and environment of the profile the session read. Nothing
 * is kept before both are known.
 */
export function answerPartition() {
  const login = loginKey();
  const profile = readSession<Profile>('profile');
  if (!login || !profile) return undefined;
  return {
    login,
    scope: `${activeSubsidiaryOf(profile)?.id ?? ''}:${environmentOf(profile)}`,
  };
}
