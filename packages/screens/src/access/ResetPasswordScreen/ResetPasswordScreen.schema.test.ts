import { describe, expect, it } from 'vitest';
import { canResetPassword, resetPasswordSchema } from './ResetPasswordScreen.schema';

const filled = { otp: '123456', newPassword: 'Secret@123', confirmPassword: 'Secret@123' };

describe('canResetPassword', () => {
  it('is true when everything is present and the passwords are equal', () => {
    expect(canResetPassword('ada@adastores.ng', filled)).toBe(true);
  });

  it.each([
    ['no identifier', '', filled],
    ['no OTP', 'ada@adastores.ng', { ...filled, otp: ' ' }],
    ['no password', 'ada@adastores.ng', { ...filled, newPassword: '' }],
    ['no confirmation', 'ada@adastores.ng', { ...filled, confirmPassword: '' }],
    ['different passwords', 'ada@adastores.ng', { ...filled, confirmPassword: 'Secret@124' }],
  ])('is false with %s', (_, identifier, values) => {
    expect(canResetPassword(identifier, values)).toBe(false);
  });
});

describe('resetPasswordSchema', () => {
  const messageFor = (values: typeof filled, field: keyof typeof filled) => {
    const result = resetPasswordSchema.safeParse(values);
    return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
  };

  it.each([
    ['otp', 'OTP is required!'],
    ['newPassword', 'Password is required!'],
    ['confirmPassword', 'Confirm password is required!'],
  ] as const)('an empty %s reports %j', (field, message) => {
    expect(messageFor({ ...filled, [field]: '' }, field)).toBe(message);
  });

  it('reports differing passwords on the confirmation', () => {
    expect(messageFor({ ...filled, otp: '', confirmPassword: 'x' }, 'confirmPassword')).toBe(
      'Password does not match',
    );
  });

  it('trims the OTP only', () => {
    expect(resetPasswordSchema.parse({ ...filled, otp: ' 123456 ' })).toEqual(filled);
  });
});
