import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ForgotPasswordPayload, LoginPayload } from '@merchant/api/auth';
import {
  flagSearchParam,
  SignInScreen,
  type ResetRequestValues,
  type SignInValues,
} from '@merchant/screens';
import { useAction } from '../../../app/useAction';
import { rememberLogin } from '../../../session/loginKey';

// The landing page loads the client (ofetch, zod) only when the user submits, so its first
// render ships neither (docs/adr/005-sign-in-bundle.md).
const login = async (payload: LoginPayload) => {
  const [signIn, fetchProfile] = await Promise.all([
    import('@merchant/api/auth').then(({ login }) => login),
    import('@merchant/api/profile').then(({ fetchProfile }) => fetchProfile),
  ]);
  const result = await signIn(payload);
  rememberLogin(payload.Email);
  // The session holds from here: a profile that cannot be read is shown (with 'Try again') by
  // the dashboard's shell, not by keeping the user on the sign-in page.
  if (result.accessToken) await fetchProfile().catch(() => undefined);
  return result;
};

const requestReset = async (payload: ForgotPasswordPayload) =>
  import('@merchant/api/auth').then(({ forgotPassword }) => forgotPassword(payload));

/** The reset request's dialog is open. */
const RESET = flagSearchParam('reset');

/** '/': step one of sign-in, and the reset request (its dialog is `?reset=1` in the URL). */
export function SignInRoute() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // A sign-in that answers leaves for the dashboard or the one-time code.
  const signIn = useAction(login, { holdsAfterSuccess: true });
  const reset = useAction(requestReset);

  const submit = async ({ email, password }: SignInValues) => {
    const result = await signIn.run({ Email: email, Password: password });
    if (result) navigate(result.accessToken ? '/dashboard' : '/2fa-signin');
  };

  const submitReset = async ({ identifier }: ResetRequestValues) => {
    if (await reset.run({ identifier }))
      navigate(`/forgot-password/${encodeURIComponent(identifier)}`);
  };

  return (
    <SignInScreen
      onSubmit={(values) => void submit(values)}
      submitState={signIn.submitState}
      errorMessage={signIn.errorMessage}
      resetRequest={{
        open: RESET.read(params) ?? false,
        submitState: reset.submitState,
        errorMessage: reset.errorMessage,
      }}
      onResetRequestOpen={() => setParams((current) => RESET.write(current, true))}
      onResetRequestClose={() =>
        setParams((current) => RESET.write(current, null), { replace: true })
      }
      onResetRequestSubmit={(values) => void submitReset(values)}
    />
  );
}
