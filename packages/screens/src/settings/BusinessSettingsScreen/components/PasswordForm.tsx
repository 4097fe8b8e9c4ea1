import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button, PasswordField } from '@merchant/ui';
import type { SubmitState } from '../../../types';
import { SettingsActions, SettingsForm } from '../../components/SettingsSection.styles';
import type { PasswordChangeValues } from '../../types';
import { passwordChangeSchema } from './PasswordForm.schema';

export interface PasswordFormProps {
  /** Called once with the old and new password. */
  onSubmit: (values: PasswordChangeValues) => void;
  /** Progress of the change; 'success' clears the fields. */
  submitState: SubmitState;
  /** The server's message while `submitState` is 'error'; the fields keep what was typed. */
  errorMessage?: string;
}

/** Old and new password, and 'Reset password'. */
export function PasswordForm({ onSubmit, submitState, errorMessage }: PasswordFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '' },
    resolver: zodResolver(passwordChangeSchema),
  });
  const pending = submitState === 'pending';

  // A changed password must not stay on screen.
  useEffect(() => {
    if (submitState === 'success') reset();
  }, [submitState, reset]);

  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <SettingsForm noValidate aria-label="Password" onSubmit={submit}>
      {submitState === 'error' && errorMessage ? (
        <Banner tone="red" role="alert">
          {errorMessage}
        </Banner>
      ) : null}
      <PasswordField
        label="Old password"
        required
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label="New password"
        required
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <SettingsActions>
        <Button type="submit" loading={pending || isSubmitting}>
          Reset password
        </Button>
      </SettingsActions>
    </SettingsForm>
  );
}
