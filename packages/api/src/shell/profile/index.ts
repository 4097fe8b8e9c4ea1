export { fetchProfile, environmentOf, activeSubsidiaryOf } from './client';
export { useProfile, useToggleEnvironment, useSetActiveSubsidiary } from './hooks';
export type { Profile } from './schemas';
