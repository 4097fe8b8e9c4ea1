// Session: the warning before an idle sign-out.
export * from './IdleWarningDialog';
