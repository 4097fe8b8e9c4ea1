/** A Bank Verification Number has exactly this many digits (part 2 section 9: "BVN length 11"). */
export const BVN_LENGTH = 11;

/** Exactly a BVN's digits. */
export const BVN_PATTERN = new RegExp(`^\\d{${BVN_LENGTH}}$`);
