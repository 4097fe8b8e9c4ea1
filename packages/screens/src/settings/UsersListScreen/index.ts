export { UsersListScreen } from './UsersListScreen';
export { userColumns } from './components/userColumns';
