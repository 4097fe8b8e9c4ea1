export { AcceptInvitationScreen } from './AcceptInvitationScreen';
export type { AcceptInvitationScreenProps } from './AcceptInvitationScreen';
export {
  INVITATION_PASSWORD_PREFIX,
  canAcceptInvitation,
  generateInvitationPassword,
} from './invitationPassword';
