import { Suspense } from 'react';
import {
  DescriptionList,
  ErrorState,
  lazyPart,
  LoadingRegion,
  Skeleton,
  StatusBadge,
} from '@merchant/ui';
import { businessStatusMap } from '../business/status';
import type { RemoteData, SubmitState } from '../../types';
import { SettingsPage } from '../components/SettingsSection.styles';
import { SettingsSection } from '../components/SettingsSection';
import type { BusinessInfo, PasswordChangeValues } from '../types';
import { InlineBar } from '../../layout/inlineBar';
import { useDrawnData } from '../../layout/useDrawnData';
import { LogoRow, LogoUploadSpace, TextLine } from './BusinessSettingsScreen.styles';
import { LogoControl } from './components/LogoControl';
import { PasswordFormSkeleton } from './components/PasswordFormSkeleton';

// The password form is this page's only form: loading it on its own keeps react-hook-form and the
// forms kit (about 22 KiB gzip, five requests) out of what the page needs before it paints. It is
// the last section, so nothing moves when it arrives (issue 17).
const PasswordForm = lazyPart(() =>
  import('./components/PasswordForm').then((module) => module.PasswordForm),
);

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

/** The information's labels, read before the data arrives so the placeholder has their lines. */
const INFORMATION_LABELS = [
  'Status',
  'Business name',
  'Business email',
  'Business type',
  'Legal business name',
  'Description',
];
const VALUE_WIDTHS = ['5em', '9em', '12em', '6em', '10em', '14em'];

/**
 * What the information will look like, drawn before it arrives: the logo row (the avatar, the
 * upload's label, drop zone and help) and the list's lines, so the password section below it
 * does not move when the data comes in (Cumulative Layout Shift, issue 17).
 */
function InformationSkeleton() {
  return (
    <div aria-hidden="true">
      <LogoRow>
        <Skeleton shape="circle" height={48} />
        <LogoUploadSpace>
          <TextLine>
            <InlineBar width="6em" height="1em" />
          </TextLine>
          <Skeleton shape="block" height={112} />
          <TextLine>
            <InlineBar width="13em" height="1em" />
          </TextLine>
          {/* The upload's message line, empty until a file is refused (its gap counts). */}
          <div />
        </LogoUploadSpace>
      </LogoRow>
      <DescriptionList
        items={INFORMATION_LABELS.map((label, index) => ({
          label,
          // The status is a badge, taller than a line of text.
          value: <InlineBar width={VALUE_WIDTHS[index]} height={label === 'Status' ? 24 : '1em'} />,
        }))}
      />
    </div>
  );
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
  const shown = useDrawnData(business);
  let information;
  if (shown.status === 'loading')
    information = (
      <LoadingRegion label="Loading business information">
        <InformationSkeleton />
      </LoadingRegion>
    );
  else if (shown.status === 'error')
    information = <ErrorState message={shown.message} onRetry={shown.onRetry} />;
  else {
    const info = shown.data;
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
        <Suspense
          fallback={
            <LoadingRegion label="Loading password form">
              <PasswordFormSkeleton />
            </LoadingRegion>
          }
        >
          <PasswordForm
            onSubmit={onChangePassword}
            submitState={passwordState}
            errorMessage={passwordError}
          />
        </Suspense>
      </SettingsSection>
    </SettingsPage>
  );
}
