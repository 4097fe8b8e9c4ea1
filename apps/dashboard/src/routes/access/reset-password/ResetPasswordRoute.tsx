import { useNavigate, useParams } from 'react-router-dom';
import { useCompleteForgotPassword } from '@merchant/api';
import { ResetPasswordScreen, type ResetPasswordValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/** '/forgot-password/{identifier}': the OTP from the mail and the new password; then sign in. */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const identifier = useParams().identifier ?? '';
  const reset = useCompleteForgotPassword();

  const submit = async (values: ResetPasswordValues) => {
    const done = await reset.trigger({ email: identifier, identifier, ...values }).then(
      () => true,
      () => false,
    );
    if (done) navigate('/');
  };

  return (
    <ResetPasswordScreen
      identifier={identifier}
      onSubmit={submit}
      submitState={submitStateOf(reset)}
      errorMessage={errorMessageOf(reset.error)}
    />
  );
}
