// The public API of @merchant/screens: every screen, dialog, wizard and form, by name.
export type { RemoteData, SubmitState } from './types';
