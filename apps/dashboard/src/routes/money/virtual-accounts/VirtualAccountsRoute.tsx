import { fetchVirtualAccounts, virtualAccountKeys } from '@merchant/api';
import {
  VirtualAccountListScreen,
  matchesVirtualAccountSearch,
  virtualAccountColumns,
  virtualAccountFilters,
} from '@merchant/screens';
import { lazyDialog } from '../../../app/lazyDialog';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';

const NewVirtualAccountFlow = lazyDialog(() =>
  import('./NewVirtualAccountFlow').then((module) => module.NewVirtualAccountFlow),
);

/** /dashboard/account/virtual-wallets: the API returns every account; the search runs here. */
export function VirtualAccountsRoute() {
  const create = useUrlDialog('create');
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

  return (
    <>
      <VirtualAccountListScreen {...list.screen} onCreate={() => create.open()} />
      <NewVirtualAccountFlow open={create.isOpen} onClose={create.close} />
    </>
  );
}
