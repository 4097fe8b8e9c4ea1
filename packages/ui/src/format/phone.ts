/** Nigeria's dialling code, shown before every phone input (the spec's market orientation). */
export const PHONE_PREFIX = '+234';

/** Digits in a Nigerian national number without the trunk 0. */
export const PHONE_NATIONAL_LENGTH = 10;

/** What the API receives: the prefix prepended to the 10 national digits ("8012345678" -> "+2348012345678"). */
export function toInternationalPhone(national: string): string {
  return `${PHONE_PREFIX}${national}`;
}

/**
 * The 10 national digits of a stored number, for editing: drops a leading "+234"/"234" or a
 * trunk "0" and any spaces or dashes ("+234 801 234 5678" -> "8012345678").
 */
export function toNationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('234') && digits.length === PHONE_NATIONAL_LENGTH + 3) {
    return digits.slice(3);
  }
  if (digits.startsWith('0') && digits.length === PHONE_NATIONAL_LENGTH + 1) {
    return digits.slice(1);
  }
  return digits;
}
