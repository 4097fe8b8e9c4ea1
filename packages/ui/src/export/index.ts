// @merchant/ui/export: a separate entry so pages that never export do not pull in its code.
export { exportRows, buildExportBlob, withExtension } from './exportRows';
export { buildCsv } from './buildCsv';
export { buildWorkbook, toSheetName } from './buildWorkbook';
export { toMatrix } from './matrix';
export type { ExportCell } from './matrix';
export { neutraliseCell, isFormulaLike } from './neutralise';
export { ExportRowLimitError, MAX_DATA_ROWS, assertRowLimit } from './limits';
export { downloadBlob } from './download';
export type { ExportColumn, ExportFormat, ExportRequest, ExportValue } from './types';
