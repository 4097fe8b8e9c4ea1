import { useApiMutation, useApiQuery } from '../core';
import { profileKeys } from '../profile/keys';
import { createSubsidiary, fetchSubsidiaries } from './client';
import { subsidiaryKeys } from './keys';

export function useSubsidiaries() {
  return useApiQuery(subsidiaryKeys.list(), fetchSubsidiaries);
}

/** The business switcher reads the businesses from the profile (me). */
export function useCreateSubsidiary() {
  return useApiMutation('createSubsidiary', createSubsidiary, [
    subsidiaryKeys.all,
    profileKeys.all,
  ]);
}
