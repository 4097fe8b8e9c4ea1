import {
  PRODUCT_BANK_CODE,
  beneficiaryKeys,
  fetchBeneficiaries,
  useDeleteBeneficiary,
  useResolveBeneficiary,
  BENEFICIARY_TYPES,
} from '@merchant/api';
import {
  BeneficiaryConfirmDialog,
  BeneficiaryListScreen,
  beneficiaryColumns,
  beneficiaryFilters,
  type BeneficiaryAction,
  type BeneficiaryRow,
} from '@merchant/screens';
import { lazyDialog } from '../../../app/lazyDialog';
import { useListPage } from '../../../app/list/useListPage';
import { useUrlDialog } from '../../../app/useUrlDialog';

/** 'Bank Account', '{product} Mobile'... read as the type they name. */
const typeOf = (type: string) => BENEFICIARY_TYPES.find((name) => type.includes(name)) ?? 'Bank';

const AddBeneficiaryFlow = lazyDialog(() =>
  import('./AddBeneficiaryFlow').then((module) => module.AddBeneficiaryFlow),
);

/** /dashboard/payout/beneficiaries: add (?dialog=add), Resolve and Delete confirmed in the URL. */
export function BeneficiariesRoute() {
  const add = useUrlDialog('add');
  const resolveDialog = useUrlDialog<BeneficiaryRow>('resolve');
  const deleteDialog = useUrlDialog<BeneficiaryRow>('delete');
  const resolve = useResolveBeneficiary();
  const remove = useDeleteBeneficiary();
  const list = useListPage({
    definition: beneficiaryFilters,
    source: {
      keys: beneficiaryKeys,
      all: async ({ type, dateRange }) => (await fetchBeneficiaries({ type, dateRange })).items,
    },
    columns: beneficiaryColumns,
    fileName: 'Beneficiaries',
  });

  // Each confirmed action refreshes the list (its mutation revalidates the beneficiaries).
  const confirm = async (action: BeneficiaryAction, row: BeneficiaryRow) => {
    if (resolve.isMutating || remove.isMutating) return;
    const run =
      action === 'Delete'
        ? remove.trigger(row.id)
        : resolve.trigger({
            type: typeOf(row.type),
            accountNumber: row.accountNumber,
            bankCode: row.bankCode ?? PRODUCT_BANK_CODE,
          });
    await run.then(
      () => (action === 'Delete' ? deleteDialog : resolveDialog).close(),
      () => undefined,
    );
  };

  const confirmation = (action: BeneficiaryAction, dialog: typeof resolveDialog) => {
    const row = list.rowFor(dialog, (beneficiary) => beneficiary.id);
    return row ? (
      <BeneficiaryConfirmDialog
        open
        onClose={dialog.close}
        action={action}
        beneficiary={row}
        onConfirm={(target) => void confirm(action, target)}
        confirming={action === 'Delete' ? remove.isMutating : resolve.isMutating}
      />
    ) : null;
  };

  return (
    <>
      <BeneficiaryListScreen
        {...list.screen}
        onAdd={() => add.open()}
        onResolve={(row) => resolveDialog.open(row.id, row)}
        onDelete={(row) => deleteDialog.open(row.id, row)}
      />
      <AddBeneficiaryFlow open={add.isOpen} onClose={add.close} />
      {confirmation('Resolve', resolveDialog)}
      {confirmation('Delete', deleteDialog)}
    </>
  );
}
