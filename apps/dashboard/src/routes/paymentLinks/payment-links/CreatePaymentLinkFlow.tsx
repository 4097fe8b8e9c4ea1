import { useCreatePaymentLink, useCurrencies, usePaymentLinkTypes } from '@merchant/api';
import { CreatePaymentLinkDialog } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

export interface CreatePaymentLinkFlowProps {
  /** Closes the dialog, after a success too. */
  onClose: () => void;
}

/** 'Create Payment Link' with the link types and currencies; one request at a time. */
export function CreatePaymentLinkFlow({ onClose }: CreatePaymentLinkFlowProps) {
  const types = usePaymentLinkTypes();
  const currencies = useCurrencies();
  const { trigger } = useCreatePaymentLink();
  const create = useAction(async (values: Parameters<typeof trigger>[0]) => {
    await trigger(values);
    onClose();
  });
  return (
    <CreatePaymentLinkDialog
      open
      onClose={onClose}
      types={types.data ?? []}
      currencies={(currencies.data ?? []).map((currency) => currency.shortName)}
      onSubmit={(values) => void create.run(values)}
      submitState={create.submitState}
      errorMessage={create.errorMessage}
    />
  );
}
