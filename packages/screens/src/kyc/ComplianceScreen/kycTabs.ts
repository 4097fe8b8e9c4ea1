/** The tabs of the KYC screen, in order (part 2, section 2, "Business settings"). */
export const KYC_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'bank', label: 'Bank Details' },
  { id: 'director', label: "Director's Information" },
  { id: 'kyc', label: 'KYC Details' },
] as const;

export type KycTab = (typeof KYC_TABS)[number]['id'];

/** The first tab, shown when the address names none. */
export const DEFAULT_KYC_TAB: KycTab = 'profile';

/**
 * Where a save leads: the next tab of the common sequence Profile, Bank Details, Information,
 * Kyc (part 1, section 2), and 'home' (/dashboard) after the last one. Part 2 gives the same
 * steps for Profile, Bank Details and the director; of the two readings it records for the
 * last tab, the common sequence's (leave for /dashboard) is the one followed.
 */
export function nextAfterSave(tab: KycTab): KycTab | 'home' {
  const index = KYC_TABS.findIndex((item) => item.id === tab);
  return KYC_TABS[index + 1]?.id ?? 'home';
}

/** A tab id from the address, or the first tab for anything else. */
export function toKycTab(value: string | null | undefined): KycTab {
  return KYC_TABS.find((item) => item.id === value)?.id ?? DEFAULT_KYC_TAB;
}
