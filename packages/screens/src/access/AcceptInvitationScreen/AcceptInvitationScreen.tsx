import { useForm, useWatch } from 'react-hook-form';
import { Banner, Link } from '@merchant/ui';
import { FormPasswordField } from '../../forms/fields';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm, Stack } from '../components/AuthForm.styles';
import { BusyMessage } from '../components/BusyMessage';
import { SubmitError } from '../../forms/SubmitError';
import { SIGN_IN_LINK_TEXT } from '../messages';
import { signUpMessages } from '../SignUpScreen/SignUpScreen.schema';
import { STRONG_PASSWORD } from '../../validation/password';
import type { AcceptInvitationValues, InvitationVerification } from '../types';
import { canAcceptInvitation, generateInvitationPassword } from './invitationPassword';
import { AuthSubmit } from '../components/AuthSubmit';

export interface AcceptInvitationScreenProps {
  /** The invitation token from /email-verified/{token?}, when the route has one. */
  token?: string;
  /** The route's isExistingUser=true: the app verifies at once and no password is asked. */
  isExistingUser: boolean;
  /** The automatic verification of an existing user; ignored for new users. */
  verification?: InvitationVerification;
  /** Called with the typed password, or a generated one when the field was left empty. */
  onSubmit: (values: AcceptInvitationValues) => void;
  /** Progress of the acceptance call; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
  /** Makes the password used for an empty field; `generateInvitationPassword` by default. */
  generatePassword?: () => string;
}

function ExistingUserResult({ verification }: { verification: InvitationVerification }) {
  if (verification.status === 'verifying') {
    return <BusyMessage>Verifying your invitation…</BusyMessage>;
  }
  return (
    <Stack>
      {verification.status === 'verified' ? (
        <Banner tone="green">{verification.message}</Banner>
      ) : (
        <Banner tone="red" role="alert">
          {verification.message}
        </Banner>
      )}
      <Link href="/">{SIGN_IN_LINK_TEXT}</Link>
    </Stack>
  );
}

function NewUserForm({
  token,
  onSubmit,
  submitState,
  errorMessage,
  generatePassword = () => generateInvitationPassword(),
}: Omit<AcceptInvitationScreenProps, 'isExistingUser' | 'verification'>) {
  const { handleSubmit, control } = useForm<AcceptInvitationValues>({
    defaultValues: { password: '' },
  });
  const canSubmit = canAcceptInvitation(token, useWatch({ control, name: 'password' }));
  const submit = handleSubmit(({ password }) =>
    onSubmit({ password: password === '' ? generatePassword() : password }),
  );
  return (
    <AuthForm noValidate aria-label="Accept Invitation" onSubmit={submit}>
      <SubmitError submitState={submitState} message={errorMessage} />
      <FormPasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="new-password"
        rules={{
          // A typed password meets the sign-up rule; an empty field gets a generated one.
          validate: (value) =>
            value === '' || STRONG_PASSWORD.test(value) || signUpMessages.passwordStrength,
        }}
      />
      <AuthSubmit disabled={!canSubmit} submitState={submitState}>
        Accept Invitation
      </AuthSubmit>
    </AuthForm>
  );
}

/**
 * /email-verified/{token?}: a new user sets a password and accepts; an existing user
 * (isExistingUser=true) sees the automatic verification and then a sign-in link.
 */
export function AcceptInvitationScreen({
  isExistingUser,
  verification = { status: 'verifying' },
  ...rest
}: AcceptInvitationScreenProps) {
  return (
    <AuthLayout
      title="Accept Invitation"
      description={
        isExistingUser
          ? 'You have been invited to join a business.'
          : 'You have been invited to join a business. Set a password for your account.'
      }
    >
      {isExistingUser ? (
        <ExistingUserResult verification={verification} />
      ) : (
        <NewUserForm {...rest} />
      )}
    </AuthLayout>
  );
}
