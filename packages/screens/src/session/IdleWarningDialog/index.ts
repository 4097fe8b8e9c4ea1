export { IdleWarningDialog } from './IdleWarningDialog';
