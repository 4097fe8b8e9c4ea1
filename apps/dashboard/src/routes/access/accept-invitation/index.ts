export { AcceptInvitationRoute as Component } from './AcceptInvitationRoute';
