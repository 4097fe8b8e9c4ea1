import { useCreatePaymentLink, useCurrencies, usePaymentLinkTypes } from '@merchant/api';
import { CreatePaymentLinkDialog, type NewPaymentLinkValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

export interface CreatePaymentLinkFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'Create Payment Link' with the link types and currencies; one request at a time. */
export function CreatePaymentLinkFlow({ onClose }: CreatePaymentLinkFlowProps) {
  const types = usePaymentLinkTypes();
  const currencies = useCurrencies();
  const createLink = useCreatePaymentLink();
  const submit = (values: NewPaymentLinkValues) => {
    if (!createLink.isMutating) createLink.trigger(values).then(onClose, () => undefined);
  };
  return (
    <CreatePaymentLinkDialog
      open
      onClose={onClose}
      onSubmit={submit}
      types={types.data ?? []}
      currencies={(currencies.data ?? []).map((currency) => currency.shortName)}
      submitState={submitStateOf(createLink)}
      errorMessage={errorMessageOf(createLink.error)}
    />
  );
}
