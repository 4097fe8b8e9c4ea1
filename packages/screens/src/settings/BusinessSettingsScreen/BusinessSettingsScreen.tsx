import { DescriptionList, ErrorState, LoadingRegion, Skeleton, StatusBadge } from '@merchant/ui';
import { businessStatusMap } from '../../business/status';
import type { RemoteData, SubmitState } from '../../types';
import { SettingsPage } from '../components/SettingsSection.styles';
import { SettingsSection } from '../components/SettingsSection';
import type { BusinessInfo, PasswordChangeValues } from '../types';
import { LogoControl } from './components/LogoControl';
import { PasswordForm } from './components/PasswordForm';

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

/** /dashboard/settings/business: Business Information and the password section. */
export function BusinessSettingsScreen({
  business,
  onLogoUpdate,
  onLogoRemove,
  logoState,
  onChangePassword,
  passwordState,
  passwordError,
}: BusinessSettingsScreenProps) {
  let information;
  if (business.status === 'loading')
    information = (
      <LoadingRegion label="Loading business information">
        <Skeleton shape="block" height={240} />
      </LoadingRegion>
    );
  else if (business.status === 'error')
    information = <ErrorState message={business.message} onRetry={business.onRetry} />;
  else {
    const info = business.data;
    information = (
      <>
        <LogoControl
          name={info.name}
          logoUrl={info.logoUrl}
          onUpdate={onLogoUpdate}
          onRemove={onLogoRemove}
          submitState={logoState}
        />
        <DescriptionList
          items={[
            {
              label: 'Status',
              value: <StatusBadge status={info.status} map={businessStatusMap} />,
            },
            { label: 'Business name', value: info.name },
            { label: 'Business email', value: info.email },
            { label: 'Business type', value: info.businessType },
            { label: 'Legal business name', value: info.legalName },
            { label: 'Description', value: info.description },
          ]}
        />
      </>
    );
  }
  return (
    <SettingsPage>
      <SettingsSection title="Business Information">{information}</SettingsSection>
      <SettingsSection title="Password">
        <PasswordForm
          onSubmit={onChangePassword}
          submitState={passwordState}
          errorMessage={passwordError}
        />
      </SettingsSection>
    </SettingsPage>
  );
}
