// @merchant/ui/export: a separate entry so pages that never export do not pull in its code.
export { exportRows } from './exportRows';
export { buildCsv } from './buildCsv';
export { buildWorkbook } from './buildWorkbook';
export { downloadBlob } from './download';
export type { ExportColumn, ExportFormat, ExportRequest } from './types';
