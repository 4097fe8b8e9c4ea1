import { lazy, Suspense } from 'react';
import {
  fetchSubsidiaries,
  filterSubsidiaries,
  subsidiaryKeys,
  type SubsidiaryStatusFilter,
} from '@merchant/api';
import { SubsidiariesScreen, subsidiaryColumns, subsidiaryFilters } from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';

// The creation form (and its validation) loads when 'Create new subsidiary' is pressed.
const AddBusinessFlow = lazy(() =>
  import('./AddBusinessFlow').then((module) => ({ default: module.AddBusinessFlow })),
);

/** /dashboard/settings/subsidiaries. users/subsidiaries takes no filter: the api's helper filters the answer. */
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
  const dialog = useUrlDialog('add-business');

  return (
    <>
      <SubsidiariesScreen {...list.screen} onCreate={() => dialog.open()} />
      {dialog.isOpen && (
        <Suspense fallback={null}>
          <AddBusinessFlow onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
