import { describe, expect, it } from 'vitest';
import { canSubmitSignIn, toSignInValues } from './SignInScreen.schema';

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

describe('toSignInValues', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(toSignInValues({ email: ' ada@adastores.ng ', password: ' pw ' })).toEqual({
      email: 'ada@adastores.ng',
      password: ' pw ',
    });
  });
});
