export { BusinessSettingsScreen } from './BusinessSettingsScreen';
export type { BusinessSettingsScreenProps } from './BusinessSettingsScreen';
export { passwordChangeSchema, passwordChangeMessages } from './components/PasswordForm.schema';
export { LOGO_RULES, logoMessages } from './components/LogoControl';
