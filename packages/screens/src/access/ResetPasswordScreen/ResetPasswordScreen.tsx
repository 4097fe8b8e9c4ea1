import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@merchant/ui';
import { FormPasswordField, FormTextField, labelledField } from '../../forms/fields';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm } from '../components/AuthForm.styles';
import { SubmitError } from '../../forms/SubmitError';
import type { ResetPasswordValues } from '../types';
import {
  canResetPassword,
  resetPasswordLabels,
  resetPasswordSchema,
  type ResetPasswordFormValues,
} from './ResetPasswordScreen.schema';
import { AuthSubmit } from '../components/AuthSubmit';

export interface ResetPasswordScreenProps {
  /** The account email from the route (/forgot-password/{identifier}); the button needs it. */
  identifier: string;
  /** Called with the OTP and both passwords; the app adds email and identifier to the call. */
  onSubmit: (values: ResetPasswordValues) => void;
  /** Progress of the reset call; 'pending' makes the button busy. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
}

/** /forgot-password/{identifier}: the OTP from the reset mail and the new password. */
export function ResetPasswordScreen({
  identifier,
  onSubmit,
  submitState,
  errorMessage,
}: ResetPasswordScreenProps) {
  const { handleSubmit, control } = useForm<ResetPasswordFormValues>({
    mode: 'onTouched',
    defaultValues: { otp: '', newPassword: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordSchema),
  });
  const [otp, newPassword, confirmPassword] = useWatch({
    control,
    name: ['otp', 'newPassword', 'confirmPassword'],
  });
  const field = labelledField(control, resetPasswordLabels);
  const canSubmit = canResetPassword(identifier, { otp, newPassword, confirmPassword });

  return (
    <AuthLayout
      title="Reset your password"
      description={
        identifier
          ? `Enter the one-time password sent to ${identifier} and choose a new password.`
          : 'Enter the one-time password from your email and choose a new password.'
      }
      footer={<Link href="/">Back to login</Link>}
    >
      <AuthForm
        noValidate
        aria-label="Reset password"
        onSubmit={handleSubmit((values) => onSubmit(values))}
      >
        <SubmitError submitState={submitState} message={errorMessage} />
        <FormTextField
          {...field('otp')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <FormPasswordField {...field('newPassword')} required autoComplete="new-password" />
        <FormPasswordField {...field('confirmPassword')} required autoComplete="new-password" />
        <AuthSubmit disabled={!canSubmit} submitState={submitState}>
          Reset Password
        </AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}
