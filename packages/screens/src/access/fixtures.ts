import type { SignUpFormValues } from './SignUpScreen/SignUpScreen.schema';
import type { EmailVerificationResult, InvitationVerification, ResetRequestState } from './types';

/** What a user types into the sign-up form (the mobile number without +234). */
export type SignUpInput = SignUpFormValues;

/** A complete, valid sign-up, with overrides. */
export function signUpInputFixture(overrides: Partial<SignUpInput> = {}): SignUpInput {
  return {
    firstName: 'Ada Mary',
    lastName: 'Okafor',
    userEmail: 'ada@adastores.ng',
    MobileNumber: '8012345678',
    name: 'Ada Stores',
    password: 'Secret@123',
    confirmpassword: 'Secret@123',
    ...overrides,
  };
}

/** The reset-request dialog's state, closed by default. */
export function resetRequestFixture(overrides: Partial<ResetRequestState> = {}): ResetRequestState {
  return { open: false, submitState: 'idle', ...overrides };
}

/** An existing user's invitation, verified by the server. */
export function invitationVerifiedFixture(
  message = 'Your invitation has been accepted. You can now sign in.',
): InvitationVerification {
  return { status: 'verified', message };
}

/** A business-email verification the server accepted. */
export function emailVerificationFixture(
  overrides: Partial<EmailVerificationResult> = {},
): EmailVerificationResult {
  return { message: 'Email verified successfully', ...overrides };
}
