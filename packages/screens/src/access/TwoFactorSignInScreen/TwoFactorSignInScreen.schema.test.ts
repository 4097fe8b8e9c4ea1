import { describe, expect, it } from 'vitest';
import {
  COMPLETE_SIGN_IN_ERROR,
  OTP_MIN_LENGTH,
  canCompleteSignIn,
  completeSignInSchema,
} from './TwoFactorSignInScreen.schema';

describe('canCompleteSignIn', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['  12345  ', false],
    ['123456', true],
    ['12345678', true],
  ])('otp %j -> %s', (otp, expected) => {
    expect(canCompleteSignIn({ otp })).toBe(expected);
  });
});

describe('completeSignInSchema', () => {
  it('needs at least 6 characters', () => {
    expect(OTP_MIN_LENGTH).toBe(6);
    expect(completeSignInSchema.safeParse({ otp: '12345' }).success).toBe(false);
  });

  it('trims the OTP', () => {
    expect(completeSignInSchema.parse({ otp: ' 123456 ' })).toEqual({ otp: '123456' });
  });

  it('holds the spec error text', () => {
    expect(COMPLETE_SIGN_IN_ERROR).toBe('Unable to complete sign in at this time');
  });
});
