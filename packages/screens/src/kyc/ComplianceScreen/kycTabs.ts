/** The tabs of the KYC screen, in order (part 2, section 2, "Business settings"). */
export const KYC_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'bank', label: 'Bank Details' },
  { id: 'director', label: "Director's Information" },
  { id: 'kyc', label: 'KYC Details' },
] as const;

export type KycTab = (typeof KYC_TABS)[number]['id'];

/** The first tab, shown when the address names none. */
const DEFAULT_KYC_TAB: KycTab = 'profile';

/**
 * Where each save leads, as part 2 section 2 gives it: "After saving Profile it moves to Bank
 * Details; after saving Bank Details or KYC details it moves to Information; after saving the
 * director it moves to Kyc." Part 1 records a second reading (the last save leaves for
 * /dashboard); part 2 governs the tabbed KYC (packages/api/CONTRACT.md, spec conflicts).
 */
const NEXT_AFTER_SAVE: Record<KycTab, KycTab> = {
  profile: 'bank',
  bank: 'director',
  director: 'kyc',
  kyc: 'director',
};

/** The tab a save moves to. */
export function nextAfterSave(tab: KycTab): KycTab {
  return NEXT_AFTER_SAVE[tab];
}

/** A tab id from the address, or the first tab for anything else. */
export function toKycTab(value: string | null | undefined): KycTab {
  return KYC_TABS.find((item) => item.id === value)?.id ?? DEFAULT_KYC_TAB;
}
