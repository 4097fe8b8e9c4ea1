import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { merchantMessage, useAcceptInvitation, verifyExistingUserInvitation } from '@merchant/api';
import {
  AcceptInvitationScreen,
  defineSearchParam,
  generateInvitationPassword,
  type AcceptInvitationValues,
  type InvitationVerification,
} from '@merchant/screens';
import { useAction } from '../../../app/useAction';

/** The spec's flag for an invitation to a user who already has an account. */
const EXISTING_USER = defineSearchParam<true>('isExistingUser', {
  parse: (raw) => (raw === 'true' ? true : null),
  format: () => 'true',
});

/**
 * '/email-verified/{token?}': a new user chooses a password; an existing user
 * (?isExistingUser=true) is verified on load and offered the sign-in link.
 */
export function AcceptInvitationRoute() {
  const navigate = useNavigate();
  const token = useParams().token;
  const isExistingUser = EXISTING_USER.read(useSearchParams()[0]) === true;
  const { trigger } = useAcceptInvitation();
  const [verification, setVerification] = useState<InvitationVerification>({ status: 'verifying' });

  useEffect(() => {
    if (!isExistingUser || !token) return;
    let active = true;
    verifyExistingUserInvitation({ token, password: generateInvitationPassword() }).then(
      (body) =>
        active &&
        setVerification({ status: 'verified', message: body.message ?? 'Invitation accepted' }),
      (error: unknown) =>
        active && setVerification({ status: 'error', message: merchantMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [isExistingUser, token]);

  // The page leaves after a success: a late second click sends nothing.
  const accept = useAction(
    async ({ password }: AcceptInvitationValues) => {
      const body = await trigger({ token: token ?? '', password });
      if (body?.token) await navigate('/dashboard');
      else if (body) await navigate('/');
    },
    { holdsAfterSuccess: true },
  );

  return (
    <AcceptInvitationScreen
      token={token}
      isExistingUser={isExistingUser}
      verification={isExistingUser ? verification : undefined}
      onSubmit={(values) => void accept.run(values)}
      submitState={accept.submitState}
      errorMessage={accept.errorMessage}
    />
  );
}
