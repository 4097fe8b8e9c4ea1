// Its own module so the warning loads after the first render (see IdleSignOut).
export { IdleWarningDialog } from '@merchant/screens';
