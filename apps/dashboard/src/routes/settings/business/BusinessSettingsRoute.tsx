import {
  activeSubsidiaryOf,
  useChangePassword,
  useKycProfile,
  useProfile,
  useUpdateBusinessLogo,
} from '@merchant/api';
import { BusinessSettingsScreen, type BusinessInfo } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';

/** /dashboard/settings/business: the active business (from /me, with the KYC profile's e-mail and legal name). */
export function BusinessSettingsRoute() {
  const profile = useProfile();
  const kyc = useKycProfile();
  const logo = useUpdateBusinessLogo();
  const password = useChangePassword();

  const business = toRemoteData(profile, (data): BusinessInfo => {
    const active = activeSubsidiaryOf(data);
    return {
      name: active?.name ?? kyc.data?.business_name ?? '',
      email: kyc.data?.email,
      businessType: active?.businessType ?? kyc.data?.business_type,
      legalName: kyc.data?.legal_business_name,
      description: active?.description ?? kyc.data?.description,
      status: active?.status,
      logoUrl: active?.subsidiaryLogo,
    };
  });

  const sendLogo = (file: File | null) => {
    if (!logo.isMutating) void logo.trigger(file).catch(() => undefined);
  };

  return (
    <BusinessSettingsScreen
      business={business}
      onLogoUpdate={sendLogo}
      onLogoRemove={() => sendLogo(null)}
      logoState={submitStateOf(logo)}
      onChangePassword={(values) => {
        if (!password.isMutating) void password.trigger(values).catch(() => undefined);
      }}
      passwordState={submitStateOf(password)}
      passwordError={errorMessageOf(password.error)}
    />
  );
}
