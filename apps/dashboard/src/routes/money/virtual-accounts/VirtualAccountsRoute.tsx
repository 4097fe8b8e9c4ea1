import { fetchVirtualAccounts, useCreateVirtualAccount, virtualAccountKeys } from '@merchant/api';
import {
  NewVirtualAccountDialog,
  VirtualAccountListScreen,
  matchesVirtualAccountSearch,
  virtualAccountColumns,
  virtualAccountFilters,
  type NewVirtualAccountValues,
} from '@merchant/screens';
import { useListPage } from '../../../app/list/useListPage';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** /dashboard/account/virtual-wallets: the API returns every account; the search runs here. */
export function VirtualAccountsRoute() {
  const create = useUrlDialog('create');
  const mutation = useCreateVirtualAccount();
  const list = useListPage({
    definition: virtualAccountFilters,
    source: {
      keys: virtualAccountKeys,
      all: async ({ search }) =>
        (await fetchVirtualAccounts()).items.filter((row) =>
          matchesVirtualAccountSearch(row, search),
        ),
    },
    columns: virtualAccountColumns,
    fileName: 'Virtual Wallets',
  });

  const submit = async (values: NewVirtualAccountValues) => {
    if (mutation.isMutating) return;
    const done = await mutation.trigger(values).then(
      () => true,
      () => false,
    );
    if (done) create.close();
  };

  return (
    <>
      <VirtualAccountListScreen {...list.screen} onCreate={() => create.open()} />
      <NewVirtualAccountDialog
        open={create.isOpen}
        onClose={() => {
          mutation.reset();
          create.close();
        }}
        onSubmit={(values) => void submit(values)}
        submitState={submitStateOf(mutation)}
        errorMessage={errorMessageOf(mutation.error)}
      />
    </>
  );
}
