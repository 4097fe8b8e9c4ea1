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
import { useRowAction } from '../../../app/list/useRowAction';
import { useUrlDialog } from '../../../app/useUrlDialog';

const NewCustomerFlow = lazyDialog(() =>
  import('./NewCustomerFlow').then((module) => module.NewCustomerFlow),
);

/** /dashboard/business/customers: the list, 'New Customer', blacklist or whitelist, details. */
export function CustomersRoute() {
  const openDetails = useOpenFromList();
  const create = useUrlDialog('new-customer');
  const list = useListPage({
    definition: customerFilters,
    source: { keys: customerKeys, all: async (query) => (await fetchCustomers(query)).items },
    columns: customerColumns,
    fileName: 'Customers',
    rowId: (row) => row.id,
  });

  const status = useRowAction(
    'customer-status',
    list,
    (row: CustomerRow) => row.id,
    useUpdateCustomerList(),
  );

  return (
    <>
      <CustomerListScreen
        {...list.screen}
        onNewCustomer={() => create.open()}
        onToggleBlacklist={status.open}
        onViewDetails={(row) =>
          openDetails(generatePath(PATHS.customerDetails, { customerId: row.id }))
        }
      />
      <NewCustomerFlow open={create.isOpen} onClose={create.close} />
      {status.row && (
        <CustomerStatusDialog
          {...status.dialogProps}
          onConfirm={(action: CustomerStatusAction) =>
            status.confirm((row) => ({ customerEmail: row.emailAddress, action }))
          }
          customer={status.row}
        />
      )}
    </>
  );
}
