export { NewVirtualAccountDialog } from './NewVirtualAccountDialog';
export type { NewVirtualAccountDialogProps } from './NewVirtualAccountDialog';
export {
  BVN_LENGTH,
  canCreateVirtualAccount,
  newVirtualAccountMessages,
} from './NewVirtualAccountDialog.schema';
export type { NewVirtualAccountValues } from './NewVirtualAccountDialog.schema';
