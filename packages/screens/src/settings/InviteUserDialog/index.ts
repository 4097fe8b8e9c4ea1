export { InviteUserDialog } from './InviteUserDialog';
