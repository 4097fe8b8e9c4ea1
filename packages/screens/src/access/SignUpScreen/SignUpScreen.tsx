import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@merchant/ui';
import {
  FormPasswordField,
  FormPhoneField,
  FormTextField,
  labelledField,
} from '../../forms/fields';
import type { SubmitState } from '../../types';
import { AuthLayout } from '../components/AuthLayout';
import { AuthForm, FieldRow } from '../components/AuthForm.styles';
import { SubmitError } from '../../forms/SubmitError';
import type { SignUpPayload } from '../types';
import {
  canSubmitSignUp,
  emptySignUpValues,
  signUpLabels,
  signUpSchema,
  toSignUpPayload,
  type SignUpFormValues,
} from './SignUpScreen.schema';
import { AuthSubmit } from '../components/AuthSubmit';

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
    control,
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
  const field = labelledField(control, signUpLabels);
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
          <FormTextField {...field('firstName')} required autoComplete="given-name" />
          <FormTextField {...field('lastName')} required autoComplete="family-name" />
        </FieldRow>
        <FormTextField {...field('userEmail')} type="email" required autoComplete="email" />
        <FormPhoneField {...field('MobileNumber')} required />
        <FormTextField {...field('name')} required autoComplete="organization" />
        <FormPasswordField {...field('password')} required autoComplete="new-password" />
        <FormPasswordField {...field('confirmpassword')} required autoComplete="new-password" />
        <AuthSubmit disabled={!canSubmit} submitState={submitState}>
          Next
        </AuthSubmit>
      </AuthForm>
    </AuthLayout>
  );
}
