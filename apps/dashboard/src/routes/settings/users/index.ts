export { UsersRoute as Component } from './UsersRoute';
