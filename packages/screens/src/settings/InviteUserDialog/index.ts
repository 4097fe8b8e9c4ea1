export { InviteUserDialog } from './InviteUserDialog';
export type { InviteUserDialogProps } from './InviteUserDialog';
export {
  canSubmitInvite,
  inviteMessages,
  inviteSchema,
  isEmailAddress,
} from './InviteUserDialog.schema';
export type { InviteFormValues } from './InviteUserDialog.schema';
