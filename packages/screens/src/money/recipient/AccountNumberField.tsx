import type { TextFieldProps } from '@merchant/ui';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from '../../forms/fields';
import type { FieldBinding } from '../../forms/fields/FormField';
import { ACCOUNT_LABELS } from '../TransferDialog/TransferDialog.schema';
import type { PayoutTransferType } from '../types';

type AccountNumberFieldProps<Values extends FieldValues, Output> = FieldBinding<Values, Output> & {
  /** The recipient's type: it names the field (Account number, Merchant ID, Mobile Number). */
  type: PayoutTransferType;
  /** The keyboard a phone shows for the number. */
  inputMode: TextFieldProps['inputMode'];
};

/** A recipient's required number, named for its type; a bank account number has 10 digits. */
export function AccountNumberField<Values extends FieldValues, Output>({
  type,
  ...props
}: AccountNumberFieldProps<Values, Output>) {
  return (
    <FormTextField
      label={ACCOUNT_LABELS[type]}
      required
      autoComplete="off"
      maxLength={type === 'Bank' ? 10 : undefined}
      {...props}
    />
  );
}
