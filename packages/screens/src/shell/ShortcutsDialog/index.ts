export { ShortcutsDialog } from './ShortcutsDialog';
