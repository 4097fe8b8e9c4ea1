import {
  PRODUCT_BANK_CODE,
  resolveBeneficiary,
  useBanks,
  useCreateBeneficiary,
} from '@merchant/api';
import {
  AddBeneficiaryDialog,
  type AccountQuery,
  type NewBeneficiaryValues,
} from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

const lookUp = async ({ type, accountNumber, bankCode }: AccountQuery) =>
  (await resolveBeneficiary({ type, accountNumber, bankCode: bankCode ?? PRODUCT_BANK_CODE }))
    .accountName;

export interface AddBeneficiaryFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'Add new beneficiary' with the banks and the automatic name resolution; one request at a time. */
export function AddBeneficiaryFlow({ onClose }: AddBeneficiaryFlowProps) {
  const banks = useBanks();
  const create = useCreateBeneficiary();
  const submit = async (values: NewBeneficiaryValues) => {
    if (create.isMutating) return;
    const done = await create.trigger(values).then(
      () => true,
      () => false,
    );
    if (done) onClose();
  };
  return (
    <AddBeneficiaryDialog
      open
      onClose={onClose}
      onSubmit={(values) => void submit(values)}
      banks={banks.data ?? []}
      onResolveAccount={lookUp}
      submitState={submitStateOf(create)}
      errorMessage={errorMessageOf(create.error)}
    />
  );
}
