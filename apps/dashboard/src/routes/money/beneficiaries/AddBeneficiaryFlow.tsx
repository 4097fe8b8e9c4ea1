import {
  PRODUCT_BANK_CODE,
  resolveBeneficiary,
  useBanks,
  useCreateBeneficiary,
} from '@merchant/api';
import { AddBeneficiaryDialog, type AccountQuery } from '@merchant/screens';
import { formRequest } from '../../../app/submitState';

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
  return (
    <AddBeneficiaryDialog
      open
      onClose={onClose}
      banks={banks.data ?? []}
      onResolveAccount={lookUp}
      {...formRequest(create, onClose)}
    />
  );
}
