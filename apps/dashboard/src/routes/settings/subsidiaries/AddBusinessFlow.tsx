import { activeSubsidiaryOf, useCountries, useCreateSubsidiary, useProfile } from '@merchant/api';
import { AddBusinessDialog, type NewBusinessValues } from '@merchant/screens';
import { useCreateDialog } from '../../../app/useCreateDialog';

/**
 * 'Add new business' under the active business. The creation revalidates /me too, so the
 * business switcher lists the new business without a reload.
 */
export function AddBusinessFlow({ onClose }: { onClose: () => void }) {
  const profile = useProfile();
  const countries = useCountries();
  const { trigger } = useCreateSubsidiary();
  const parentId = profile.data ? (activeSubsidiaryOf(profile.data)?.id ?? '') : '';
  const dialog = useCreateDialog(
    ({ logo, ...values }: NewBusinessValues) =>
      trigger({ ...values, image: logo, businessId: parentId }),
    onClose,
  );

  return (
    <AddBusinessDialog
      {...dialog}
      countries={(countries.data ?? []).map((country) => ({
        code: country.shortName,
        name: country.name,
        dialCode: country.country_code,
      }))}
    />
  );
}
