export { ListHeader } from './ListHeader';
export type {
  ExportColumns,
  ListHeaderProps,
  ListExportFormat,
  ListPrimaryAction,
} from './ListHeader';
