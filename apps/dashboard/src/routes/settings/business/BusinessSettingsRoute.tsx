import { useCallback } from 'react';
import {
  activeSubsidiaryOf,
  useChangePassword,
  useKycProfile,
  useProfile,
  useUpdateBusinessLogo,
} from '@merchant/api';
import {
  BusinessSettingsScreen,
  type BusinessInfo,
  type PasswordChangeValues,
} from '@merchant/screens';
import { useAnsweredView } from '../../../app/toRemoteData';
import { bothReady } from '../../../app/bothReady';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';

/**
 * /dashboard/settings/business: the active business (from /me, with the KYC profile's e-mail and
 * legal name). The handlers are kept across renders, so the screen's memoised sections are passed
 * by when a read answers.
 */
export function BusinessSettingsRoute() {
  const profile = useProfile();
  // A business that saved no KYC yet answers nothing: that is ready, not loading.
  const kyc = useAnsweredView(useKycProfile());
  const logo = useUpdateBusinessLogo();
  const password = useChangePassword();

  // A failed KYC profile read shows the error state, never a page that looks complete.
  const business = bothReady(toRemoteData(profile), kyc, (data, saved): BusinessInfo => {
    const active = activeSubsidiaryOf(data);
    return {
      name: active?.name ?? saved?.business_name ?? '',
      email: saved?.email,
      businessType: active?.businessType ?? saved?.business_type,
      legalName: saved?.legal_business_name,
      description: active?.description ?? saved?.description,
      status: active?.status,
      logoUrl: active?.subsidiaryLogo,
    };
  });

  const { isMutating: sendingLogo, trigger: sendLogoFile } = logo;
  const sendLogo = useCallback(
    (file: File | null) => {
      if (!sendingLogo) void sendLogoFile(file).catch(() => undefined);
    },
    [sendingLogo, sendLogoFile],
  );
  const removeLogo = useCallback(() => sendLogo(null), [sendLogo]);
  const { isMutating: changingPassword, trigger: sendPassword } = password;
  const changePassword = useCallback(
    (values: PasswordChangeValues) => {
      if (!changingPassword) void sendPassword(values).catch(() => undefined);
    },
    [changingPassword, sendPassword],
  );

  return (
    <BusinessSettingsScreen
      business={business}
      onLogoUpdate={sendLogo}
      onLogoRemove={removeLogo}
      logoState={submitStateOf(logo)}
      onChangePassword={changePassword}
      passwordState={submitStateOf(password)}
      passwordError={errorMessageOf(password.error)}
    />
  );
}
