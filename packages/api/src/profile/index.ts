export {
  fetchProfile,
  environmentOf,
  activeSubsidiaryOf,
  toggleEnvironment,
  setActiveSubsidiary,
} from './client';
export { useProfile, useToggleEnvironment, useSetActiveSubsidiary } from './hooks';
export { profileKeys } from './keys';
export type {
  Profile,
  ProfileSubsidiary,
  Notification,
  EnvironmentName,
  EnvironmentTogglePayload,
  SetSubsidiaryPayload,
} from './schemas';
export { profileOperations } from './operations';
