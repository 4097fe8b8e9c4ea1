export { TransfersRoute as Component } from './TransfersRoute';
