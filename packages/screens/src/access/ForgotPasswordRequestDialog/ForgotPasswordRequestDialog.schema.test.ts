import { describe, expect, it } from 'vitest';
import { canRequestReset } from './ForgotPasswordRequestDialog.schema';

describe('canRequestReset', () => {
  it.each([
    ['', false],
    ['  ', false],
    ['ada@adastores.ng', true],
  ])('identifier %j -> %s', (identifier, expected) => {
    expect(canRequestReset({ identifier })).toBe(expected);
  });
});
