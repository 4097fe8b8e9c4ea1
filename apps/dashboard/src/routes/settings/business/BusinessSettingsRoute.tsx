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
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';

/**
 * /dashboard/settings/business: the active business (from /me, with the KYC profile's e-mail and
 * legal name). The handlers are kept across renders, so the screen's memoised sections are passed
 * by when a read answers.
 */
export function BusinessSettingsRoute() {
  const profile = useProfile();
  // A business that saved no KYC yet answers nothing: that is ready, not loading.
  const kyc = useAnsweredView(useKycProfile());
  const { trigger: sendLogoFile } = useUpdateBusinessLogo();
  const { trigger: sendPassword } = useChangePassword();

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

  // Both stay on the page and may run again: the password form empties itself on a success.
  const logo = useAction(useCallback((file: File | null) => sendLogoFile(file), [sendLogoFile]));
  const password = useAction(
    useCallback((values: PasswordChangeValues) => sendPassword(values), [sendPassword]),
  );
  const { run: runLogo } = logo;
  const sendLogo = useCallback((file: File | null) => void runLogo(file), [runLogo]);
  const removeLogo = useCallback(() => void runLogo(null), [runLogo]);
  const { run: runPassword } = password;
  const changePassword = useCallback(
    (values: PasswordChangeValues) => void runPassword(values),
    [runPassword],
  );

  return (
    <BusinessSettingsScreen
      business={business}
      onLogoUpdate={sendLogo}
      onLogoRemove={removeLogo}
      logoState={logo.submitState}
      onChangePassword={changePassword}
      passwordState={password.submitState}
      passwordError={password.errorMessage}
    />
  );
}
