import type { RemoteData, SubmitState } from '../../types';
import { SettingsPage } from '../components/SettingsSection.styles';
import type { BusinessInfo, PasswordChangeValues } from '../types';
import { useDrawnData } from '../../layout/useDrawnData';
import { BusinessInformation } from './components/BusinessInformation';
import { PasswordSection } from './components/PasswordSection';

export interface BusinessSettingsScreenProps {
  /** The active business. */
  business: RemoteData<BusinessInfo>;
  /** Called with a checked png/jpg/jpeg logo. */
  onLogoUpdate: (file: File) => void;
  /** Removes the logo (an empty form). */
  onLogoRemove: () => void;
  /** Progress of the logo request. */
  logoState: SubmitState;
  /** Called once with the old and new password. */
  onChangePassword: (values: PasswordChangeValues) => void;
  /** Progress of the password change. */
  passwordState: SubmitState;
  /** The server's message for a failed password change. */
  passwordError?: string;
}

/**
 * /dashboard/settings/business: Business Information and the password section. Each section is
 * memoised, so the business's two reads answering draw the information, not the form.
 */
export function BusinessSettingsScreen({
  business,
  onLogoUpdate,
  onLogoRemove,
  logoState,
  onChangePassword,
  passwordState,
  passwordError,
}: BusinessSettingsScreenProps) {
  const shown = useDrawnData(business);
  return (
    <SettingsPage>
      <BusinessInformation
        business={shown}
        onLogoUpdate={onLogoUpdate}
        onLogoRemove={onLogoRemove}
        logoState={logoState}
      />
      <PasswordSection
        onChangePassword={onChangePassword}
        passwordState={passwordState}
        passwordError={passwordError}
      />
    </SettingsPage>
  );
}
