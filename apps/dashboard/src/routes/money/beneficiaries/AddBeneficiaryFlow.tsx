import {
  PRODUCT_BANK_CODE,
  resolveBeneficiary,
  useBanks,
  useCreateBeneficiary,
} from '@merchant/api';
import { AddBeneficiaryDialog, type AccountQuery } from '@merchant/screens';
import { useCreateDialog } from '../../../app/useCreateDialog';

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
  const dialog = useCreateDialog(useCreateBeneficiary().trigger, onClose);
  return <AddBeneficiaryDialog {...dialog} banks={banks.data ?? []} onResolveAccount={lookUp} />;
}
