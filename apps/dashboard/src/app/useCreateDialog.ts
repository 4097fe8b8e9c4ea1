import { useAction } from './useAction';

/**
 * A dialog that creates one row of a list ('New Customer', 'Add new beneficiary'): its values go
 * to one request at a time, a success closes it (the mutation revalidates the list behind it),
 * and a server error stays in the dialog above what was typed. Returns the props every such
 * dialog takes, so a flow adds only its own (banks, currencies, a lookup).
 */
export function useCreateDialog<Values>(
  create: (values: Values) => Promise<unknown>,
  onClose: () => void,
) {
  const action = useAction(async (values: Values) => {
    await create(values);
    onClose();
  });
  return {
    open: true,
    onClose,
    onSubmit: (values: Values) => void action.run(values),
    submitState: action.submitState,
    errorMessage: action.errorMessage,
  };
}
