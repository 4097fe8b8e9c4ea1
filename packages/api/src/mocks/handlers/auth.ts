import { type HttpHandler } from 'msw';
import {
  accounts,
  businesses,
  DEMO_OTP,
  emailFromVerificationToken,
  findAccount,
  invitations,
  type AccountRecord,
} from '../data/auth';
import { buildAccount, buildBusiness } from '../factories/auth';
import { fail, handle, ok, readBody, searchParams, text } from '../http';
import { createSession } from '../sessions';
import { authOperations } from '../../access/auth/operations';

function identity(account: AccountRecord) {
  return { id: account.defaultSubsidiaryId, email: account.email, loginHash: account.loginHash };
}

function nextBusinessId() {
  return String(Math.max(10230, ...businesses.all().map((row) => Number(row.id) || 0)) + 1);
}

export const authHandlers: HttpHandler[] = [
  handle(authOperations.login, async ({ request }) => {
    const body = await readBody(request);
    const account = findAccount(text(body.Email ?? body.email));
    if (!account || account.password !== String(body.Password ?? body.password ?? '')) {
      return fail('Invalid email or password');
    }
    if (account.twoFactor) {
      return ok({
        message: 'An OTP has been sent to your email',
        token: null,
        data: identity(account),
      });
    }
    const session = createSession(account.email, account.defaultSubsidiaryId);
    return ok({
      message: 'Login successful',
      token: { accessToken: session.token },
      data: identity(account),
    });
  }),

  handle(authOperations.completeLogin, async ({ request }) => {
    const body = await readBody(request);
    const account = findAccount(text(body.email));
    if (!account) return fail('Unable to find this account, please sign in again');
    if (text(body.otp) !== DEMO_OTP) return fail('Invalid OTP, please try again');
    const held = businesses.find(
      (row) => row.id === String(body.subsidiaryId) && row.memberEmails.includes(account.email),
    );
    const session = createSession(account.email, held?.id ?? account.defaultSubsidiaryId);
    return ok({ message: 'Login successful', token: { accessToken: session.token } });
  }),

  handle(authOperations.signUp, async ({ request }) => {
    const body = await readBody(request);
    const email = text(body.userEmail).toLowerCase();
    const required = [
      body.firstName,
      body.lastName,
      email,
      body.MobileNumber,
      body.name,
      body.password,
    ].map(text);
    if (required.some((value) => !value)) return fail('All fields are required');
    if (findAccount(email)) return fail('An account with this email already exists');
    if (body.password !== body.confirmpassword) return fail('Passwords do not match');
    const businessId = nextBusinessId();
    businesses.insert(
      buildBusiness({
        id: businessId,
        name: text(body.name),
        memberEmails: [email],
        supportEmail: email,
        mobileNumber: text(body.MobileNumber),
        dateCreated: new Date().toISOString(),
      }),
    );
    accounts.insert(
      buildAccount({
        userId: `usr-${businessId}`,
        email,
        password: String(body.password),
        firstName: text(body.firstName),
        lastName: text(body.lastName),
        mobileNumber: text(body.MobileNumber),
        verified: false,
        defaultSubsidiaryId: businessId,
      }),
    );
    return ok(
      { message: `Account created successfully. A verification link has been sent to ${email}` },
      201,
    );
  }),

  handle(authOperations.forgotPassword, async ({ request }) => {
    const body = await readBody(request);
    if (!findAccount(text(body.identifier))) return fail('No account found with this email');
    return ok({ message: 'An OTP has been sent to your email to reset your password' });
  }),

  handle(authOperations.completeForgotPassword, async ({ request }) => {
    const body = await readBody(request);
    const account = findAccount(text(body.email) || text(body.identifier));
    if (!account) return fail('No account found with this email');
    if (text(body.otp) !== DEMO_OTP) return fail('Invalid OTP, please try again');
    if (!text(body.newPassword) || body.newPassword !== body.confirmPassword)
      return fail('Passwords do not match');
    accounts.update((row) => row.email === account.email, { password: String(body.newPassword) });
    return ok({ message: 'Password reset successfully. You can now sign in' });
  }),

  handle(authOperations.resendOtp, async ({ request }) => {
    const body = await readBody(request);
    const account = findAccount(text(body.identifier));
    if (!account || account.loginHash !== text(body.loginHash))
      return fail('Unable to resend OTP, please sign in again');
    return ok({ message: 'A new OTP has been sent to your email' });
  }),

  handle(authOperations.resendVerificationEmail, ({ request }) => {
    const email = searchParams(request).get('email') ?? '';
    if (!findAccount(email)) return fail('No account found with this email');
    return ok({ message: `A verification link has been sent to ${email}` });
  }),

  handle(authOperations.verifyBusinessEmail, ({ request }) => {
    const email = emailFromVerificationToken(searchParams(request).get('token') ?? '');
    const account = email ? findAccount(email) : undefined;
    if (!account) return fail('This verification link is invalid or has expired');
    accounts.update((row) => row.email === account.email, { verified: true });
    return ok({ message: 'Your business email has been verified. You can now sign in' });
  }),

  handle(authOperations.acceptInvitation, async ({ request }) => {
    const body = await readBody(request);
    const invitation = invitations.find((row) => row.token === text(body.token));
    if (!invitation) return fail('This invitation is invalid or has expired');
    const existing = findAccount(invitation.email);
    if (!existing) {
      if (!text(body.password)) return fail('Password is required');
      accounts.insert(
        buildAccount({
          userId: `usr-${invitation.token}`,
          email: invitation.email,
          password: String(body.password),
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          defaultSubsidiaryId: invitation.subsidiaryId,
        }),
      );
    }
    businesses.update(
      (row) => row.id === invitation.subsidiaryId && !row.memberEmails.includes(invitation.email),
      (row) => ({ memberEmails: [...row.memberEmails, invitation.email] }),
    );
    invitations.remove((row) => row.token === invitation.token);
    const session = createSession(invitation.email, invitation.subsidiaryId);
    return ok({
      message: 'Invitation accepted successfully',
      token: { accessToken: session.token },
    });
  }),
];
