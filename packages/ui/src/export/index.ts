// @merchant/ui/export: a separate entry so pages that never export do not pull in its code.
export { buildExportFile, exportRows } from './exportRows';
export { downloadBlob } from './download';
export type {
  ExportColumn,
  ExportFormat,
  ExportOptions,
  ExportProgress,
  ExportRequest,
} from './types';
