export { MoneyOutcomeNotice } from './MoneyOutcomeNotice';
export { MoneyOutcomeDialog } from './MoneyOutcomeDialog';
export type { MoneyOutcomeDialogProps } from './MoneyOutcomeDialog';
export type { MoneyNotice, MoneyRecordRow } from './types';
