import { useApiMutation } from '../../core';
import { profileKeys } from '../../shell/profile/keys';
import { createSubsidiary } from './client';
import { subsidiaryKeys } from './keys';

/** The business switcher reads the businesses from the profile (me). */
export function useCreateSubsidiary() {
  return useApiMutation('createSubsidiary', createSubsidiary, [
    subsidiaryKeys.all,
    profileKeys.all,
  ]);
}
