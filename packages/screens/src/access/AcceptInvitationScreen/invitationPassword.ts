/**
 * The fixed start of a generated invitation password. It already holds a lowercase, an
 * uppercase, a digit and a special character, so the whole password meets the sign-up rule
 * whatever the 4 random characters are.
 */
export const INVITATION_PASSWORD_PREFIX = 'Merchant@1';

/** Letters and digits without the look-alikes 0/O, 1/l/I. */
export const INVITATION_PASSWORD_ALPHABET =
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** How many random characters follow the prefix (the spec's "plus 4 random characters"). */
const INVITATION_PASSWORD_RANDOM_LENGTH = 4;

/** A uniform number in [0, 1) from the platform's cryptographic generator. */
function secureRandom(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/**
 * The password used when an invitation is accepted with the field left empty (spec: "a fixed
 * prefix plus 4 random characters"). `random` returns numbers in [0, 1); tests pass their own.
 */
export function generateInvitationPassword(random: () => number = secureRandom): string {
  let suffix = '';
  for (let i = 0; i < INVITATION_PASSWORD_RANDOM_LENGTH; i += 1) {
    const index = Math.min(
      Math.floor(random() * INVITATION_PASSWORD_ALPHABET.length),
      INVITATION_PASSWORD_ALPHABET.length - 1,
    );
    suffix += INVITATION_PASSWORD_ALPHABET.charAt(index);
  }
  return `${INVITATION_PASSWORD_PREFIX}${suffix}`;
}

/** Spec: "the button is disabled when there is neither a token nor a password". */
export function canAcceptInvitation(token: string | undefined, password: string): boolean {
  return Boolean(token) || password !== '';
}
