import {
  activeSubsidiaryOf,
  fetchSubsidiaries,
  filterSubsidiaries,
  subsidiaryKeys,
  useCountries,
  useCreateSubsidiary,
  useProfile,
  type SubsidiaryStatusFilter,
} from '@merchant/api';
import {
  AddBusinessDialog,
  SubsidiariesScreen,
  subsidiaryColumns,
  subsidiaryFilters,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

/**
 * /dashboard/settings/subsidiaries. users/subsidiaries takes no filter, so the api's helper
 * filters the answer. A created business revalidates /me too, so the business switcher shows it
 * without a reload.
 */
export function SubsidiariesRoute() {
  const list = useListPage({
    definition: subsidiaryFilters,
    source: {
      keys: subsidiaryKeys,
      all: async (query) =>
        filterSubsidiaries((await fetchSubsidiaries()).items, {
          ...query,
          status: query.status as SubsidiaryStatusFilter | undefined,
        }).map((item) => ({
          id: item.id,
          name: item.name,
          email: item.supportEmail,
          country: item.country,
          verificationStatus: item.verificationStatus,
          businessType: item.businessType,
          dateCreated: item.dateCreated,
        })),
    },
    columns: subsidiaryColumns,
    fileName: 'Subsidiaries',
  });
  const profile = useProfile();
  const countries = useCountries();
  const create = useCreateSubsidiary();
  const dialog = useUrlDialog('add-business');
  const parentId = profile.data ? (activeSubsidiaryOf(profile.data)?.id ?? '') : '';

  const close = () => {
    create.reset();
    dialog.close();
  };

  return (
    <>
      <SubsidiariesScreen {...list.screen} onCreate={() => dialog.open()} />
      {dialog.isOpen && (
        <AddBusinessDialog
          open
          countries={(countries.data ?? []).map((country) => ({
            code: country.shortName,
            name: country.name,
            dialCode: country.country_code,
          }))}
          onClose={close}
          onSubmit={({ logo, ...values }) => {
            if (create.isMutating) return;
            create
              .trigger({ ...values, image: logo, businessId: parentId })
              .then(close, () => undefined);
          }}
          submitState={submitStateOf(create)}
          errorMessage={errorMessageOf(create.error)}
        />
      )}
    </>
  );
}
