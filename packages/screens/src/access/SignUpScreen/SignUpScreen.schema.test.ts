import { describe, expect, it } from 'vitest';
import {
  canSubmitSignUp,
  emptySignUpValues,
  signUpFields,
  signUpMessages,
  signUpSchema,
  toSignUpPayload,
  type SignUpFormValues,
} from './SignUpScreen.schema';

const valid: SignUpFormValues = {
  firstName: "Ada-Mary O'Neil, Jr.",
  lastName: 'Okafor',
  userEmail: 'ada@example.com',
  MobileNumber: '8012345678',
  name: 'Ada Stores',
  password: 'Secret@123',
  confirmpassword: 'Secret@123',
};

/** The first message reported for a field, as the form shows it. */
function firstMessage(values: Partial<SignUpFormValues>, field: keyof SignUpFormValues) {
  const result = signUpSchema.safeParse({ ...valid, ...values });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('signUpSchema', () => {
  it('accepts a complete, valid form', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['firstName', '', 'First and middle name is required!'],
    ['firstName', '   ', 'First and middle name is required!'],
    ['firstName', 'Ada2', signUpMessages.firstNameAlphabet],
    ['firstName', 'Ada!', signUpMessages.firstNameAlphabet],
    ['lastName', '', 'Last name is required!'],
    ['lastName', 'Okafor-Ade', signUpMessages.lastNameAlphabet],
    ['lastName', 'Oka for', signUpMessages.lastNameAlphabet],
    ['userEmail', '', 'Please enter your email'],
    ['userEmail', 'ada@', 'Please enter a valid email'],
    ['userEmail', 'ada.example.com', 'Please enter a valid email'],
    ['MobileNumber', '', 'Please enter your mobile number'],
    ['MobileNumber', '80123a5678', 'mobile number should contain number'],
    ['MobileNumber', '801234', 'Mobile number must contain 10 character'],
    ['name', '', 'Please enter business name'],
    ['password', '', 'Password is required!'],
    ['password', 'Sh@1a', signUpMessages.passwordStrength],
    ['password', 'secret@123', signUpMessages.passwordStrength],
    ['password', 'SECRET@123', signUpMessages.passwordStrength],
    ['password', 'Secret@abc', signUpMessages.passwordStrength],
    ['password', 'Secret1234', signUpMessages.passwordStrength],
    ['password', 'Secret%123', signUpMessages.passwordStrength],
    ['confirmpassword', '', 'Confirm password is required!'],
    ['confirmpassword', 'Secret@124', 'Password does not match'],
  ] as const)('%s = %j reports %j', (field, value, message) => {
    expect(firstMessage({ [field]: value }, field)).toBe(message);
  });

  it('holds the exact password message of the spec', () => {
    expect(signUpMessages.passwordStrength).toBe(
      'Password must contain atleast one lowercase, uppercase, digit & special case letter{.!@#$&*_}.',
    );
  });

  it.each(['.', '!', '@', '#', '$', '&', '*', '_'])('accepts %s as the special character', (c) => {
    const password = `Secret1${c}`;
    expect(firstMessage({ password, confirmpassword: password }, 'password')).toBeUndefined();
  });

  it('reports a mismatch while other fields are still empty', () => {
    const result = signUpSchema.safeParse({
      ...emptySignUpValues,
      password: 'Secret@123',
      confirmpassword: 'Other@123',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.filter((i) => i.path[0] === 'confirmpassword');
    expect(messages?.map((i) => i.message)).toEqual(['Password does not match']);
  });

  it('trims names, email and business name', () => {
    const result = signUpSchema.parse({ ...valid, firstName: ' Ada ', userEmail: ' a@b.co ' });
    expect(result.firstName).toBe('Ada');
    expect(result.userEmail).toBe('a@b.co');
  });
});

describe('toSignUpPayload', () => {
  it('prefixes the mobile number with +234 and keeps the API field names', () => {
    expect(toSignUpPayload(signUpSchema.parse(valid))).toEqual({
      firstName: "Ada-Mary O'Neil, Jr.",
      lastName: 'Okafor',
      userEmail: 'ada@example.com',
      MobileNumber: '+2348012345678',
      name: 'Ada Stores',
      password: 'Secret@123',
      confirmpassword: 'Secret@123',
    });
  });
});

describe('canSubmitSignUp', () => {
  const allTouched = Object.fromEntries(signUpFields.map((field) => [field, true]));

  it('is true once every field is touched and no error is shown', () => {
    expect(canSubmitSignUp(allTouched, 0)).toBe(true);
  });

  it('is false while any field is untouched', () => {
    expect(canSubmitSignUp({ ...allTouched, confirmpassword: undefined }, 0)).toBe(false);
  });

  it('is false while an error is shown', () => {
    expect(canSubmitSignUp(allTouched, 1)).toBe(false);
  });

  it('lists the seven fields of the payload', () => {
    expect(signUpFields).toEqual([
      'firstName',
      'lastName',
      'userEmail',
      'MobileNumber',
      'name',
      'password',
      'confirmpassword',
    ]);
  });
});
