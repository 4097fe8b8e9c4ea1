export { ListHeader } from './ListHeader';
export type { ListHeaderProps, ListExportFormat, ListPrimaryAction } from './ListHeader';
