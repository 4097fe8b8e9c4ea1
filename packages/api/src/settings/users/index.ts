export { fetchUsers } from './client';
export {
  useUserRoles,
  useCheckUserExists,
  useCreateUser,
  useUpdateUser,
  useSetUserActive,
} from './hooks';
export { userKeys } from './keys';
export type { TeamUser } from './schemas';
