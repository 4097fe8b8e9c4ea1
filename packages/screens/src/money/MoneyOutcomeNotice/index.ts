export { MoneyOutcomeNotice } from './MoneyOutcomeNotice';
export type { MoneyOutcomeNoticeProps } from './MoneyOutcomeNotice';
export { MoneyOutcomeDialog } from './MoneyOutcomeDialog';
export type { MoneyOutcomeDialogProps } from './MoneyOutcomeDialog';
export type { MoneyNotice, MoneyNoticeKind, MoneyRecordRow } from './types';
