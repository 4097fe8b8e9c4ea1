import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchProfile, useForgotPassword, useLogin } from '@merchant/api';
import { SignInScreen, type ResetRequestValues, type SignInValues } from '@merchant/screens';
import { errorMessageOf, submitStateOf } from '../../../app/submitState';

/** '/': step one of sign-in, and the reset request (its dialog is `?reset=1` in the URL). */
export function SignInRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const login = useLogin();
  const forgot = useForgotPassword();

  const signIn = async ({ email, password }: SignInValues) => {
    const result = await login.trigger({ Email: email, Password: password }).catch(() => undefined);
    if (!result) return;
    if (result.accessToken) {
      await fetchProfile().catch(() => undefined);
      navigate('/dashboard');
    } else {
      navigate('/2fa-signin');
    }
  };

  const requestReset = async ({ identifier }: ResetRequestValues) => {
    const done = await forgot.trigger({ identifier }).then(
      () => true,
      () => false,
    );
    if (done) navigate(`/forgot-password/${encodeURIComponent(identifier)}`);
  };

  return (
    <SignInScreen
      onSubmit={signIn}
      submitState={submitStateOf(login)}
      errorMessage={errorMessageOf(login.error)}
      resetRequest={{
        open: params.get('reset') === '1',
        submitState: submitStateOf(forgot),
        errorMessage: errorMessageOf(forgot.error),
      }}
      onResetRequestOpen={() => setParams({ reset: '1' })}
      onResetRequestClose={() => setParams({}, { replace: true })}
      onResetRequestSubmit={requestReset}
    />
  );
}
