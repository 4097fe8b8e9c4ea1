export { RollingReserveRoute as Component } from './RollingReserveRoute';
