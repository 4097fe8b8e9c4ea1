import { describe, expect, it } from 'vitest';
import { canRequestReset, resetRequestSchema } from './ForgotPasswordRequestDialog.schema';

describe('canRequestReset', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['ada@adastores.ng', true],
  ])('identifier %j -> %s', (identifier, expected) => {
    expect(canRequestReset({ identifier })).toBe(expected);
  });
});

describe('resetRequestSchema', () => {
  it('trims the identifier', () => {
    expect(resetRequestSchema.parse({ identifier: ' ada@adastores.ng ' })).toEqual({
      identifier: 'ada@adastores.ng',
    });
  });

  it('refuses an empty identifier', () => {
    expect(resetRequestSchema.safeParse({ identifier: ' ' }).success).toBe(false);
  });
});
