import { generatePath } from 'react-router-dom';
import { customerKeys, fetchCustomers, useUpdateCustomerList } from '@merchant/api';
import {
  CustomerListScreen,
  CustomerStatusDialog,
  PATHS,
  customerColumns,
  customerFilters,
  type CustomerRow,
  type CustomerStatusAction,
} from '@merchant/screens';
import { useOpenFromList } from '../../../app/backLink';
import { lazyDialog } from '../../../app/lazyDialog';
import { useListPage } from '../../../app/list/useListPage';
import { submitStateOf } from '../../../app/submitState';
import { useUrlDialog } from '../../../app/useUrlDialog';

const NewCustomerFlow = lazyDialog(() =>
  import('./NewCustomerFlow').then((module) => module.NewCustomerFlow),
);

/** /dashboard/business/customers: the list, 'New Customer', blacklist or whitelist, details. */
export function CustomersRoute() {
  const openDetails = useOpenFromList();
  const create = useUrlDialog('new-customer');
  const status = useUrlDialog<CustomerRow>('customer-status');
  const updateList = useUpdateCustomerList();
  const list = useListPage({
    definition: customerFilters,
    source: { keys: customerKeys, all: async (query) => (await fetchCustomers(query)).items },
    columns: customerColumns,
    fileName: 'Customers',
    rowId: (row) => row.id,
  });

  const toggled = list.rowFor(status, (row) => row.id);

  const confirmStatus = (action: CustomerStatusAction) => {
    if (toggled && !updateList.isMutating)
      updateList
        .trigger({ customerEmail: toggled.emailAddress, action })
        .then(status.close, () => undefined);
  };

  return (
    <>
      <CustomerListScreen
        {...list.screen}
        onNewCustomer={() => create.open()}
        onToggleBlacklist={(row) => {
          updateList.reset();
          status.open(row.id, row);
        }}
        onViewDetails={(row) =>
          openDetails(generatePath(PATHS.customerDetails, { customerId: row.id }))
        }
      />
      <NewCustomerFlow open={create.isOpen} onClose={create.close} />
      {toggled && (
        <CustomerStatusDialog
          open
          onClose={status.close}
          onConfirm={confirmStatus}
          customer={toggled}
          submitState={submitStateOf(updateList)}
        />
      )}
    </>
  );
}
