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
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { toRemoteData } from '../../../app/toRemoteData';
import { reloadTo } from '../reloadTo';

/** /dashboard/getStarted: posts the get-started payload, then goes to the checklist and reloads. */
export function GetStartedRoute() {
  const navigate = useNavigate();
  const profile = useProfile();
  const countries = useCountries();
  const sizes = useBusinessSizes();
  const categories = useBusinessCategories();
  const submit = useSubmitGetStarted();
  const [leaving, setLeaving] = useState(false);

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

  const onSubmit = (values: GetStartedValues) => {
    if (submit.isMutating || leaving) return;
    void submit.trigger(values).then(
      () => {
        setLeaving(true);
        navigate(PATHS.onboarding);
        reloadTo(PATHS.onboarding);
      },
      () => undefined,
    );
  };

  const business = profile.data ? activeSubsidiaryOf(profile.data) : undefined;
  return (
    <GetStartedScreen
      options={options}
      existingBusinessName={business?.name}
      onSubmit={onSubmit}
      submitState={leaving ? 'pending' : submitStateOf(submit)}
      errorMessage={errorMessageOf(submit.error)}
      onBack={() => navigate(-1)}
    />
  );
}
