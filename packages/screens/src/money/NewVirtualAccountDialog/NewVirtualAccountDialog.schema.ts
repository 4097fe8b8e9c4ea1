import * as z from 'zod/mini';

/** Part 2 section 9: "BVN length 11". */
export const BVN_LENGTH = 11;

export const newVirtualAccountMessages = { bvnDigits: 'BVN must be 11 digits' } as const;

export const newVirtualAccountSchema = z.object({
  bvn: z.string().check(z.regex(/^\d{11}$/, newVirtualAccountMessages.bvnDigits)),
});

export type NewVirtualAccountValues = z.infer<typeof newVirtualAccountSchema>;

/** "BVN must be exactly 11 characters or the create button is disabled." */
export function canCreateVirtualAccount({ bvn }: NewVirtualAccountValues): boolean {
  return /^\d{11}$/.test(bvn);
}
