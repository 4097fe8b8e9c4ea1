import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, Link } from '@merchant/ui';
import { FormTextField } from '../../forms/fields';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm, InlineRow } from '../components/AuthForm.styles';
import { SubmitError } from '../../forms/SubmitError';
import type { CompleteSignInValues } from '../types';
import {
  OTP_MIN_LENGTH,
  canCompleteSignIn,
  completeSignInSchema,
  type CompleteSignInFormValues,
} from './TwoFactorSignInScreen.schema';
import { AuthSubmit } from '../components/AuthSubmit';

export interface TwoFactorSignInScreenProps {
  /** Where the OTP was sent, when known. */
  email?: string;
  /** Called with the trimmed OTP; the app adds email and subsidiary id, then goes to /dashboard. */
  onSubmit: (values: CompleteSignInValues) => void;
  /** Progress of the OTP call; 'pending' makes 'Complete Sign In' busy. */
  submitState: SubmitState;
  /** Shown while `submitState` is 'error', e.g. 'Unable to complete sign in at this time'. */
  errorMessage?: string;
  /** 'Resend Otp' was pressed; the app posts the identifier and login hash. */
  onResendOtp: () => void;
  /** Progress of the resend call; 'pending' makes 'Resend Otp' busy. */
  resendState?: SubmitState;
  /** The sandbox's OTP, shown as a hint so a demo can sign in; omit it against a real API. */
  demoOtpHint?: string;
}

/** /2fa-signin: the second step of sign-in, entering the one-time password. */
export function TwoFactorSignInScreen({
  email,
  onSubmit,
  submitState,
  errorMessage,
  onResendOtp,
  resendState = 'idle',
  demoOtpHint,
}: TwoFactorSignInScreenProps) {
  const { handleSubmit, control } = useForm<CompleteSignInFormValues>({
    defaultValues: { otp: '' },
    resolver: zodResolver(completeSignInSchema),
  });
  const canSubmit = canCompleteSignIn({ otp: useWatch({ control, name: 'otp' }) });

  return (
    <AuthLayout
      title="Complete sign in"
      description={
        email
          ? `Enter the one-time password we sent to ${email}.`
          : 'Enter the one-time password we sent to your email.'
      }
      footer={<Link href="/">Sign into another account? Click here</Link>}
    >
      <AuthForm
        noValidate
        aria-label="Complete sign in"
        onSubmit={handleSubmit((values) => onSubmit(values))}
      >
        <SubmitError submitState={submitState} message={errorMessage} />
        {demoOtpHint !== undefined && (
          <Banner tone="blue" title="Sandbox">
            Use the demo OTP {demoOtpHint}.
          </Banner>
        )}
        <FormTextField
          control={control}
          name="otp"
          label="OTP"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          helpText={`At least ${OTP_MIN_LENGTH} characters.`}
        />
        <AuthSubmit disabled={!canSubmit} submitState={submitState}>
          Complete Sign In
        </AuthSubmit>
        <InlineRow>
          <span>Did not get it?</span>
          <Button
            variant="link"
            size="sm"
            loading={resendState === 'pending'}
            onClick={onResendOtp}
          >
            Resend Otp
          </Button>
        </InlineRow>
      </AuthForm>
    </AuthLayout>
  );
}
