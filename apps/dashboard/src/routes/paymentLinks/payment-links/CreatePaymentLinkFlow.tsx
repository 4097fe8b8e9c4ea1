import { useCreatePaymentLink, useCurrencies, usePaymentLinkTypes } from '@merchant/api';
import { CreatePaymentLinkDialog } from '@merchant/screens';
import { useCreateDialog } from '../../../app/useCreateDialog';

export interface CreatePaymentLinkFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'Create Payment Link' with the link types and currencies; one request at a time. */
export function CreatePaymentLinkFlow({ onClose }: CreatePaymentLinkFlowProps) {
  const types = usePaymentLinkTypes();
  const currencies = useCurrencies();
  const dialog = useCreateDialog(useCreatePaymentLink().trigger, onClose);
  return (
    <CreatePaymentLinkDialog
      {...dialog}
      types={types.data ?? []}
      currencies={(currencies.data ?? []).map((currency) => currency.shortName)}
    />
  );
}
