export {
  fetchUsers,
  fetchUserRoles,
  checkUserExists,
  createUser,
  updateUser,
  setUserActive,
  USER_ALREADY_EXISTS_MESSAGE,
} from './client';
export type { UserExistence } from './client';
export {
  useUsers,
  useUserRoles,
  useCheckUserExists,
  useCreateUser,
  useUpdateUser,
  useSetUserActive,
} from './hooks';
export { userKeys } from './keys';
export type { TeamUser, RoleOption, UserInvite } from './schemas';
