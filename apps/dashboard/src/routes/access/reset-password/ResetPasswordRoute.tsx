import { useNavigate, useParams } from 'react-router-dom';
import { useCompleteForgotPassword } from '@merchant/api';
import { ResetPasswordScreen, type ResetPasswordValues } from '@merchant/screens';
import { useAction } from '../../../app/useAction';

/** '/forgot-password/{identifier}': the OTP from the mail and the new password; then sign in. */
export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const identifier = useParams().identifier ?? '';
  const { trigger } = useCompleteForgotPassword();
  // The page leaves for sign-in after a success: a late second click sends nothing.
  const reset = useAction(
    async (values: ResetPasswordValues) => {
      await trigger({ email: identifier, identifier, ...values });
      await navigate('/');
    },
    { holdsAfterSuccess: true },
  );

  return (
    <ResetPasswordScreen
      identifier={identifier}
      onSubmit={(values) => void reset.run(values)}
      submitState={reset.submitState}
      errorMessage={reset.errorMessage}
    />
  );
}
