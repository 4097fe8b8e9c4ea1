import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors';
import { subscribeToApiEvents, type ApiEvent } from '../../core/events';
import { getAccessToken, readSession } from '../../core/session';
import { fetchProfile } from '../../shell/profile/client';
import {
  DEMO_ACCOUNTS,
  DEMO_INVITATION_TOKEN,
  sandboxVerificationToken,
} from '../../mocks/data/auth';
import { recordRequests, signInForTests, startSandboxServer } from '../../mocks/testing';
import { http, HttpResponse } from 'msw';
import {
  acceptInvitation,
  completeForgotPassword,
  completeLogin,
  COMPLETE_SIGN_IN_FAILED,
  forgotPassword,
  login,
  resendOtp,
  resendVerificationEmail,
  signUp,
  verifyBusinessEmail,
  verifyExistingUserInvitation,
} from './client';

const server = startSandboxServer();

function collectEvents() {
  const events: ApiEvent[] = [];
  const stop = subscribeToApiEvents((event) => events.push(event));
  return { events, stop };
}

const { twoFactor, noTwoFactor } = DEMO_ACCOUNTS;

describe('login', () => {
  it('posts Email and Password and stores the token when no OTP is needed', async () => {
    const requests = recordRequests(server);
    const result = await login({ Email: noTwoFactor.email, Password: noTwoFactor.password });
    const sent = await requests.last();
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/login',
      body: { Email: noTwoFactor.email, Password: noTwoFactor.password },
    });
    expect(result.accessToken).toBeTruthy();
    expect(getAccessToken()).toBe(result.accessToken);
    expect(readSession('subsidiaryInfo')).toEqual(result.identity);
  });

  it('answers with no token and an OTP message (shown as a success toast) for a 2FA login', async () => {
    const { events, stop } = collectEvents();
    const result = await login({ Email: twoFactor.email, Password: twoFactor.password });
    stop();
    expect(result.accessToken).toBeUndefined();
    expect(getAccessToken()).toBeNull();
    expect(result.identity).toMatchObject({ email: twoFactor.email, id: '10231' });
    expect(result.identity?.loginHash).toBeTruthy();
    expect(events).toEqual([{ type: 'success', message: 'An OTP has been sent to your email' }]);
  });

  it('rejects a wrong password with the server message', async () => {
    await expect(login({ Email: twoFactor.email, Password: 'wrong' })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Invalid email or password',
    });
  });

  it('reads the sign-in identity from the subsidiary alias and rejects a malformed token', async () => {
    server.use(
      http.post('*/subsidiary/dashboard/login', () =>
        HttpResponse.json({
          message: 'OTP sent',
          subsidiary: { id: 7, email: 'a@b.ng', loginHash: 'h' },
        }),
      ),
    );
    await expect(login({ Email: 'a@b.ng', Password: 'x' })).resolves.toMatchObject({
      identity: { id: '7' },
    });
    server.use(
      http.post('*/subsidiary/dashboard/login', () =>
        HttpResponse.json({ token: 'not-an-object' }),
      ),
    );
    const error = await login({ Email: 'a@b.ng', Password: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response' });
    expect((error as ApiError).detail).toMatch(/token/);
  });
});

describe('complete login (OTP)', () => {
  it('posts otp, email and subsidiaryId and stores the token', async () => {
    const first = await login({ Email: twoFactor.email, Password: twoFactor.password });
    const requests = recordRequests(server);
    const token = await completeLogin({
      otp: twoFactor.otp,
      email: twoFactor.email,
      subsidiaryId: first.identity?.id ?? '',
    });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/complete/login',
      body: { otp: '123456', email: twoFactor.email, subsidiaryId: '10231' },
    });
    expect(getAccessToken()).toBe(token);
    const profile = await fetchProfile();
    expect(profile.activeSubsidiary?.name).toBe('Lagos Fresh Foods Ltd');
  });

  it('rejects a wrong OTP', async () => {
    await expect(
      completeLogin({ otp: '000000', email: twoFactor.email, subsidiaryId: '10231' }),
    ).rejects.toMatchObject({
      message: 'Invalid OTP, please try again',
    });
  });

  it("fails with 'Unable to complete sign in at this time' when no token comes back", async () => {
    server.use(
      http.post('*/subsidiary/dashboard/complete/login', () =>
        HttpResponse.json({ message: 'Done' }),
      ),
    );
    const { events, stop } = collectEvents();
    await expect(
      completeLogin({ otp: '123456', email: 'a@b.ng', subsidiaryId: '1' }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: COMPLETE_SIGN_IN_FAILED,
    });
    stop();
    expect(events).toMatchObject([{ type: 'error', message: COMPLETE_SIGN_IN_FAILED }]);
  });
});

describe('sign up', () => {
  const payload = {
    firstName: 'Chiamaka',
    lastName: 'Nwosu',
    userEmail: 'chiamaka@kanograins.ng',
    MobileNumber: '+2348091234567',
    name: 'Kano Grains Co-operative',
    password: 'Secret@123',
    confirmpassword: 'Secret@123',
  };

  it('posts the spec fields, answers a message, and the new account can sign in at once', async () => {
    const requests = recordRequests(server);
    const answer = await signUp(payload);
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/signup',
      body: payload,
    });
    expect(answer.message).toContain('chiamaka@kanograins.ng');
    const signedIn = await login({ Email: payload.userEmail, Password: payload.password });
    expect(signedIn.accessToken).toBeTruthy();
    const profile = await fetchProfile();
    expect(profile.routeToGetStarted).toBe(true);
    expect(profile.subsidiaryDetails.subsidiaries).toMatchObject([
      { name: 'Kano Grains Co-operative', status: 'New', isDefault: true },
    ]);
  });

  it('refuses an email that already has an account', async () => {
    await expect(signUp({ ...payload, userEmail: twoFactor.email })).rejects.toMatchObject({
      message: 'An account with this email already exists',
    });
  });
});

describe('password reset', () => {
  it('requests an OTP, then sets the new password', async () => {
    const requests = recordRequests(server);
    await forgotPassword({ identifier: noTwoFactor.email });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/forgot-password',
      body: { identifier: noTwoFactor.email },
    });
    const reset = {
      email: noTwoFactor.email,
      newPassword: 'Fresh@2024',
      otp: '123456',
      confirmPassword: 'Fresh@2024',
      identifier: noTwoFactor.email,
    };
    await completeForgotPassword(reset);
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/complete/forgot-password',
      body: reset,
    });
    await expect(
      login({ Email: noTwoFactor.email, Password: 'Fresh@2024' }),
    ).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('resends the OTP with identifier and loginHash', async () => {
    const first = await login({ Email: twoFactor.email, Password: twoFactor.password });
    const requests = recordRequests(server);
    const { events, stop } = collectEvents();
    await resendOtp({ identifier: twoFactor.email, loginHash: first.identity?.loginHash ?? '' });
    stop();
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/otp-resend',
      body: { identifier: twoFactor.email, loginHash: first.identity?.loginHash },
    });
    expect(events).toEqual([{ type: 'success', message: 'A new OTP has been sent to your email' }]);
  });
});

describe('verification and invitations', () => {
  it('resends the verification email with the email query', async () => {
    const requests = recordRequests(server);
    await resendVerificationEmail(noTwoFactor.email);
    expect(await requests.last()).toMatchObject({
      method: 'GET',
      path: '/subsidiary/dashboard/resend/verification/email',
      query: { email: noTwoFactor.email },
    });
  });

  it('verifies the business email from the token and answers the message', async () => {
    const requests = recordRequests(server);
    const token = sandboxVerificationToken(noTwoFactor.email);
    const answer = await verifyBusinessEmail(token);
    expect(await requests.last()).toMatchObject({
      path: '/subsidiary/dashboard/verify/business/email',
      query: { token },
    });
    expect(answer.message).toBe('Your business email has been verified. You can now sign in');
    await expect(verifyBusinessEmail('bogus')).rejects.toMatchObject({ kind: 'http' });
  });

  it('accepts an invitation, signs the new user in on the inviting business', async () => {
    const requests = recordRequests(server);
    const answer = await acceptInvitation({ token: DEMO_INVITATION_TOKEN, password: 'Invite@123' });
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/users/verify',
      body: { token: DEMO_INVITATION_TOKEN, password: 'Invite@123' },
    });
    expect(getAccessToken()).toBe(answer.token);
    const profile = await fetchProfile();
    expect(profile.activeSubsidiary?.name).toBe('Lagos Fresh Foods Ltd');
    await expect(
      acceptInvitation({ token: DEMO_INVITATION_TOKEN, password: 'x' }),
    ).rejects.toMatchObject({ kind: 'http' });
  });

  it("verifies an existing user's invitation without keeping the token the answer carries", async () => {
    const requests = recordRequests(server);
    const answer = await verifyExistingUserInvitation({
      token: DEMO_INVITATION_TOKEN,
      password: 'Invite@123',
    });
    // The sandbox answers a session token here, as acceptInvitation's test shows.
    expect(await requests.last()).toMatchObject({
      method: 'POST',
      path: '/subsidiary/dashboard/users/verify',
      body: { token: DEMO_INVITATION_TOKEN },
    });
    expect(answer).toEqual({ message: 'Invitation accepted successfully' });
    expect(getAccessToken()).toBeNull();
  });
});

describe('signInForTests', () => {
  it('stores a working token for the default demo account', async () => {
    const token = signInForTests();
    expect(getAccessToken()).toBe(token);
    const profile = await fetchProfile();
    expect(profile.activeSubsidiary?.name).toBe('Naija Threads Enterprise');
  });
});
