import { useNavigate } from 'react-router-dom';
import { useSignUp, writeSession } from '@merchant/api';
import { SignUpScreen, type SignUpPayload } from '@merchant/screens';
import { useToast } from '@merchant/ui';
import { useAction } from '../../../app/useAction';

/** '/sign-up': creates the account, then /verify says where the mail went. */
export function SignUpRoute() {
  const navigate = useNavigate();
  const toast = useToast();
  const { trigger } = useSignUp();
  // The page leaves for /verify after a success: a late second click sends nothing.
  const signUp = useAction(
    async (payload: SignUpPayload) => {
      await trigger(payload);
      writeSession('identifierState', payload.userEmail);
      await navigate('/verify');
    },
    { holdsAfterSuccess: true },
  );

  return (
    <SignUpScreen
      onSubmit={(payload) => void signUp.run(payload)}
      onPasswordMismatch={() => toast.error('Passwords do not match')}
      submitState={signUp.submitState}
      errorMessage={signUp.errorMessage}
    />
  );
}
