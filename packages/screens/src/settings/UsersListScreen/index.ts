export { UsersListScreen, USERS_EMPTY_TEXT } from './UsersListScreen';
export type { UsersListScreenProps } from './UsersListScreen';
export { userColumns } from './components/userColumns';
