export { RolesPermissionsRoute as Component } from './RolesPermissionsRoute';
