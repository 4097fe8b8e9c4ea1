import { useCreatePaymentLink, useCurrencies, usePaymentLinkTypes } from '@merchant/api';
import { CreatePaymentLinkDialog } from '@merchant/screens';
import { formRequest } from '../../../app/submitState';

export interface CreatePaymentLinkFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'Create Payment Link' with the link types and currencies; one request at a time. */
export function CreatePaymentLinkFlow({ onClose }: CreatePaymentLinkFlowProps) {
  const types = usePaymentLinkTypes();
  const currencies = useCurrencies();
  const createLink = useCreatePaymentLink();
  return (
    <CreatePaymentLinkDialog
      open
      onClose={onClose}
      types={types.data ?? []}
      currencies={(currencies.data ?? []).map((currency) => currency.shortName)}
      {...formRequest(createLink, onClose)}
    />
  );
}
