import { activeSubsidiaryOf, useCountries, useCreateSubsidiary, useProfile } from '@merchant/api';
import { AddBusinessDialog } from '@merchant/screens';
import { formRequest } from '../../../app/submitState';

/**
 * 'Add new business' under the active business. The creation revalidates /me too, so the
 * business switcher lists the new business without a reload.
 */
export function AddBusinessFlow({ onClose }: { onClose: () => void }) {
  const profile = useProfile();
  const countries = useCountries();
  const create = useCreateSubsidiary();
  const parentId = profile.data ? (activeSubsidiaryOf(profile.data)?.id ?? '') : '';
  const request = formRequest(create, onClose);

  return (
    <AddBusinessDialog
      open
      countries={(countries.data ?? []).map((country) => ({
        code: country.shortName,
        name: country.name,
        dialCode: country.country_code,
      }))}
      onClose={onClose}
      {...request}
      onSubmit={({ logo, ...values }) =>
        request.onSubmit({ ...values, image: logo, businessId: parentId })
      }
    />
  );
}
