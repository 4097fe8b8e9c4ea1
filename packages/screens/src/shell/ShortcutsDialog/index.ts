export { ShortcutsDialog } from './ShortcutsDialog';
export type { ShortcutsDialogProps } from './ShortcutsDialog';
