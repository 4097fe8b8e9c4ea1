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
import { useAction } from '../../../app/useAction';
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
  const { trigger: sendResolve } = useResolveBeneficiary();
  const { trigger: sendDelete } = useDeleteBeneficiary();
  const list = useListPage({
    definition: beneficiaryFilters,
    source: {
      keys: beneficiaryKeys,
      all: async ({ type, dateRange }) => (await fetchBeneficiaries({ type, dateRange })).items,
    },
    columns: beneficiaryColumns,
    fileName: 'Beneficiaries',
  });

  // Each confirmed action refreshes the list (its mutation revalidates the beneficiaries) and
  // closes its dialog. No hold: the page stays, and the next row is confirmed the same way.
  const resolve = useAction(async (row: BeneficiaryRow) => {
    await sendResolve({
      type: typeOf(row.type),
      accountNumber: row.accountNumber,
      bankCode: row.bankCode ?? PRODUCT_BANK_CODE,
    });
    resolveDialog.close();
  });
  const remove = useAction(async (row: BeneficiaryRow) => {
    await sendDelete(row.id);
    deleteDialog.close();
  });
  const pending = (action: typeof resolve) => action.submitState === 'pending';
  const confirm = (action: BeneficiaryAction, row: BeneficiaryRow) => {
    if (pending(resolve) || pending(remove)) return;
    void (action === 'Delete' ? remove : resolve).run(row);
  };

  const confirmation = (action: BeneficiaryAction, dialog: typeof resolveDialog) => {
    const row = list.rowFor(dialog, (beneficiary) => beneficiary.id);
    return row ? (
      <BeneficiaryConfirmDialog
        open
        onClose={dialog.close}
        action={action}
        beneficiary={row}
        onConfirm={(target) => confirm(action, target)}
        confirming={pending(action === 'Delete' ? remove : resolve)}
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
