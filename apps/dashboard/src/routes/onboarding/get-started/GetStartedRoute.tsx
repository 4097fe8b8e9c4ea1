import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  activeSubsidiaryOf,
  useBusinessCategories,
  useBusinessSizes,
  useCountries,
  useProfile,
  useSubmitGetStarted,
} from '@merchant/api';
import { GetStartedScreen, PATHS, type GetStartedValues } from '@merchant/screens';
import { toRemoteData } from '../../../app/toRemoteData';
import { useAction } from '../../../app/useAction';
import { reloadTo } from '../reloadTo';

/** /dashboard/getStarted: posts the get-started payload, then goes to the checklist and reloads. */
export function GetStartedRoute() {
  const navigate = useNavigate();
  const profile = useProfile();
  const countries = useCountries();
  const sizes = useBusinessSizes();
  const categories = useBusinessCategories();
  const { trigger } = useSubmitGetStarted();
  const [leaving, setLeaving] = useState(false);
  // The page reloads into the checklist after a success: a late second click sends nothing.
  const submit = useAction(
    async (values: GetStartedValues) => {
      await trigger(values);
      setLeaving(true);
      await navigate(PATHS.onboarding);
      reloadTo(PATHS.onboarding);
    },
    { holdsAfterSuccess: true },
  );

  // The three lists load together: the form needs each of them.
  const failed = [countries, sizes, categories].find((read) => read.error);
  const options = toRemoteData({
    data:
      countries.data && sizes.data && categories.data
        ? {
            countries: countries.data,
            businessSizes: sizes.data,
            businessCategories: categories.data,
          }
        : undefined,
    error: failed?.error,
    isLoading: countries.isLoading || sizes.isLoading || categories.isLoading,
    mutate: () => [countries, sizes, categories].forEach((read) => void read.mutate()),
  });

  const business = profile.data ? activeSubsidiaryOf(profile.data) : undefined;
  return (
    <GetStartedScreen
      options={options}
      existingBusinessName={business?.name}
      onSubmit={(values) => void submit.run(values)}
      submitState={leaving ? 'pending' : submit.submitState}
      errorMessage={submit.errorMessage}
      onBack={() => navigate(-1)}
    />
  );
}
