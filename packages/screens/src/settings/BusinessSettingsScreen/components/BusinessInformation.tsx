import { memo } from 'react';
import { DescriptionList, ErrorState, LoadingRegion, Skeleton, StatusBadge } from '@merchant/ui';
import { businessStatusMap } from '../../business/status';
import type { RemoteData, SubmitState } from '../../../types';
import { SettingsSection } from '../../components/SettingsSection';
import type { BusinessInfo } from '../../types';
import { InlineBar } from '../../../layout/inlineBar';
import { LogoRow, LogoUploadSpace, TextLine } from '../BusinessSettingsScreen.styles';
import { LogoControl } from './LogoControl';

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
 * does not move when the data comes in (Cumulative Layout Shift).
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

/** 'Business Information': the logo control and the business's details. */
export const BusinessInformation = memo(function BusinessInformation({
  business,
  onLogoUpdate,
  onLogoRemove,
  logoState,
}: {
  business: RemoteData<BusinessInfo>;
  onLogoUpdate: (file: File) => void;
  onLogoRemove: () => void;
  logoState: SubmitState;
}) {
  let information;
  if (business.status === 'loading')
    information = (
      <LoadingRegion label="Loading business information">
        <InformationSkeleton />
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
  return <SettingsSection title="Business Information">{information}</SettingsSection>;
});
