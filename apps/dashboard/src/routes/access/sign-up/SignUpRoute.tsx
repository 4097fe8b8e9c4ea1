import { useNavigate } from 'react-router-dom';
import { useSignUp, writeSession } from '@merchant/api';
import { SignUpScreen, type SignUpPayload } from '@merchant/screens';
import { useToast } from '@merchant/ui';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/** '/sign-up': creates the account, then /verify says where the mail went. */
export function SignUpRoute() {
  const navigate = useNavigate();
  const toast = useToast();
  const signUp = useSignUp();

  const submit = async (payload: SignUpPayload) => {
    const done = await signUp.trigger(payload).then(
      () => true,
      () => false,
    );
    if (!done) return;
    writeSession('identifierState', payload.userEmail);
    navigate('/verify');
  };

  return (
    <SignUpScreen
      onSubmit={submit}
      onPasswordMismatch={() => toast.error('Passwords do not match')}
      submitState={submitStateOf(signUp)}
      errorMessage={errorMessageOf(signUp.error)}
    />
  );
}
