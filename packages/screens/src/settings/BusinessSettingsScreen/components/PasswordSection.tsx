import { memo, Suspense } from 'react';
import { lazyPart, LoadingRegion } from '@merchant/ui';
import type { SubmitState } from '../../../types';
import { SettingsSection } from '../../components/SettingsSection';
import type { PasswordChangeValues } from '../../types';
import { PasswordFormSkeleton } from './PasswordFormSkeleton';

// The password form is this page's only form: loading it on its own keeps react-hook-form and the
// forms kit out of what the page needs before it paints. It is the last section, so nothing moves
// when it arrives.
const PasswordForm = lazyPart(() => import('./PasswordForm').then((module) => module.PasswordForm));

/** 'Password': the change-password form, drawn again only when its own props change. */
export const PasswordSection = memo(function PasswordSection({
  onChangePassword,
  passwordState,
  passwordError,
}: {
  onChangePassword: (values: PasswordChangeValues) => void;
  passwordState: SubmitState;
  passwordError?: string;
}) {
  return (
    <SettingsSection title="Password">
      <Suspense
        fallback={
          <LoadingRegion label="Loading password form">
            <PasswordFormSkeleton />
          </LoadingRegion>
        }
      >
        <PasswordForm
          onSubmit={onChangePassword}
          submitState={passwordState}
          errorMessage={passwordError}
        />
      </Suspense>
    </SettingsSection>
  );
});
