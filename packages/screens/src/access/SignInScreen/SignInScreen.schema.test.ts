import { describe, expect, it } from 'vitest';
import { canSubmitSignIn, signInSchema } from './SignInScreen.schema';

describe('canSubmitSignIn', () => {
  it.each([
    ['', '', false],
    ['   ', '', false],
    ['ada@adastores.ng', '', true],
    ['', 'Secret@123', true],
    ['ada@adastores.ng', 'Secret@123', true],
  ])('email %j and password %j -> %s', (email, password, expected) => {
    expect(canSubmitSignIn({ email, password })).toBe(expected);
  });
});

describe('signInSchema', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(signInSchema.parse({ email: ' ada@adastores.ng ', password: ' pw ' })).toEqual({
      email: 'ada@adastores.ng',
      password: ' pw ',
    });
  });

  it('lets an empty field through to the server', () => {
    expect(signInSchema.safeParse({ email: 'ada@adastores.ng', password: '' }).success).toBe(true);
  });
});
