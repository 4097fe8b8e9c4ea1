import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../core/swr';
import { fetchProfile, setActiveSubsidiary, storedProfile, toggleEnvironment } from './client';
import { profileKeys } from './keys';

/** /me, shown from the session's stored copy until the server's answer replaces it. */
export function useProfile() {
  const [stored] = useState(storedProfile);
  return useApiQuery(profileKeys.all, fetchProfile, { fallbackData: stored });
}

export function useToggleEnvironment() {
  return useApiMutation('environment-toggle', toggleEnvironment, [profileKeys.all]);
}

export function useSetActiveSubsidiary() {
  return useApiMutation('set-subsidiary', setActiveSubsidiary, [profileKeys.all]);
}
