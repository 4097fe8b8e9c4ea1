export { AcceptInvitationScreen } from './AcceptInvitationScreen';
export { generateInvitationPassword } from './invitationPassword';
