import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banner, Button } from '@merchant/ui';
import { FormPasswordField } from '../../../forms/fields';
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
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
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
      <FormPasswordField
        control={control}
        name="oldPassword"
        label="Old password"
        required
        autoComplete="current-password"
      />
      <FormPasswordField
        control={control}
        name="newPassword"
        label="New password"
        required
        autoComplete="new-password"
      />
      <SettingsActions>
        <Button type="submit" loading={pending || isSubmitting}>
          Reset password
        </Button>
      </SettingsActions>
    </SettingsForm>
  );
}
