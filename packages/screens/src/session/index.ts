// Session: the warning before an idle sign-out.
export { IdleWarningDialog } from './IdleWarningDialog';
