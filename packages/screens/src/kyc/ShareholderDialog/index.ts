export { ShareholderDialog } from './ShareholderDialog';
export type { ShareholderDialogProps } from './ShareholderDialog';
export {
  shareholderSchema,
  shareholderLabels,
  shareholderFormValues,
  toShareholderValues,
} from './ShareholderDialog.schema';
export type { ShareholderFormValues } from './ShareholderDialog.schema';
