import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, PasswordField, PhoneField, TextField } from '@merchant/ui';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm, FieldRow } from '../components/AuthForm.styles';
import { SubmitError } from '../components/SubmitError';
import type { SignUpPayload } from '../types';
import {
  canSubmitSignUp,
  emptySignUpValues,
  signUpLabels,
  signUpSchema,
  toSignUpPayload,
  type SignUpFormValues,
} from './SignUpScreen.schema';

export interface SignUpScreenProps {
  /** Called with the API payload once every rule passes; the app then goes to /verify. */
  onSubmit: (payload: SignUpPayload) => void;
  /**
   * Called instead of `onSubmit` when Next is pressed while the two passwords differ; the app
   * shows the spec's toast 'Passwords do not match' (`signUpMessages.passwordMismatchToast`).
   */
  onPasswordMismatch: () => void;
  /** Progress of the sign-up call; 'pending' makes Next busy. */
  submitState: SubmitState;
  /** The server's message, shown while `submitState` is 'error'. */
  errorMessage?: string;
}

/** /sign-up: creates an account. Next stays disabled until every field is touched and valid. */
export function SignUpScreen({
  onSubmit,
  onPasswordMismatch,
  submitState,
  errorMessage,
}: SignUpScreenProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, touchedFields },
  } = useForm<SignUpFormValues>({
    mode: 'onTouched',
    defaultValues: emptySignUpValues,
    resolver: zodResolver(signUpSchema),
  });

  const submit = handleSubmit(
    (values) => onSubmit(toSignUpPayload(values)),
    () => {
      const { password, confirmpassword } = getValues();
      if (confirmpassword !== '' && password !== confirmpassword) onPasswordMismatch();
    },
  );
  const canSubmit = canSubmitSignUp(touchedFields, Object.keys(errors).length);

  return (
    <AuthLayout
      title="Create an Account"
      description="Tell us about you and your business to get started."
      footer={
        <span>
          Already have an account? <Link href="/">Sign in</Link>
        </span>
      }
    >
      <AuthForm noValidate onSubmit={submit} aria-label="Create an Account">
        <SubmitError submitState={submitState} message={errorMessage} />
        <FieldRow>
          <TextField
            label={signUpLabels.firstName}
            required
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={signUpLabels.lastName}
            required
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </FieldRow>
        <TextField
          label={signUpLabels.userEmail}
          type="email"
          required
          autoComplete="email"
          error={errors.userEmail?.message}
          {...register('userEmail')}
        />
        <PhoneField
          label={signUpLabels.MobileNumber}
          required
          error={errors.MobileNumber?.message}
          {...register('MobileNumber')}
        />
        <TextField
          label={signUpLabels.name}
          required
          autoComplete="organization"
          error={errors.name?.message}
          {...register('name')}
        />
        <PasswordField
          label={signUpLabels.password}
          required
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={signUpLabels.confirmpassword}
          required
          autoComplete="new-password"
          error={errors.confirmpassword?.message}
          {...register('confirmpassword')}
        />
        <Button
          type="submit"
          fullWidth
          size="lg"
          disabled={!canSubmit}
          loading={submitState === 'pending'}
        >
          Next
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
