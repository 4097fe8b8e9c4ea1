// Its own module so '?' loads the dialog on first use (see lazyDialog).
export { ShortcutsDialog } from '@merchant/screens';
