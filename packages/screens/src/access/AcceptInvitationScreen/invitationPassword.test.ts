import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../../validation/password';
import {
  INVITATION_PASSWORD_ALPHABET,
  INVITATION_PASSWORD_PREFIX,
  canAcceptInvitation,
  generateInvitationPassword,
} from './invitationPassword';

describe('generateInvitationPassword', () => {
  it('is the fixed prefix plus 4 characters picked by the random source', () => {
    const picks = [0, 0.5, 0.25, 0.999999];
    const password = generateInvitationPassword(() => picks.shift() ?? 0);
    const n = INVITATION_PASSWORD_ALPHABET.length;
    expect(password).toBe(
      INVITATION_PASSWORD_PREFIX +
        INVITATION_PASSWORD_ALPHABET[0] +
        INVITATION_PASSWORD_ALPHABET[Math.floor(0.5 * n)] +
        INVITATION_PASSWORD_ALPHABET[Math.floor(0.25 * n)] +
        INVITATION_PASSWORD_ALPHABET[n - 1],
    );
  });

  it('keeps the prefix of the spec helper', () => {
    expect(INVITATION_PASSWORD_PREFIX).toBe('Merchant@1');
    expect(generateInvitationPassword(() => 0)).toBe('Merchant@1AAAA');
  });

  it('stays inside the alphabet even if the source returns 1', () => {
    expect(generateInvitationPassword(() => 1)).toBe('Merchant@19999');
  });

  it('uses the secure source by default and varies', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generateInvitationPassword()));
    for (const password of passwords) {
      expect(password).toMatch(/^Merchant@1[A-Za-z0-9]{4}$/);
    }
    expect(passwords.size).toBeGreaterThan(1);
  });

  it('always meets the sign-up password rule', () => {
    expect(generateInvitationPassword(() => 0.1)).toMatch(STRONG_PASSWORD);
  });
});

describe('canAcceptInvitation', () => {
  it.each([
    [undefined, '', false],
    ['', '', false],
    ['tok_123', '', true],
    [undefined, 'Secret@123', true],
    ['tok_123', 'Secret@123', true],
  ])('token %j and password %j -> %s', (token, password, expected) => {
    expect(canAcceptInvitation(token, password)).toBe(expected);
  });
});
